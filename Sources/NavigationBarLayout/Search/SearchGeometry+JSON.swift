import JSONFormat

extension SearchGeometry: JSONEncodable {
    /// `{"placement", "isActive", "rowFrame", "field", "cornerRadius", "magnifier", "text", "isPlaceholder",
    /// "contentAlpha", "scopeBar", "cancel", "cancelButton"}`, every key present (geometry format 2's `search`, L70).
    ///
    /// - Parameter json: The sink to write to.
    public func encode<Sink: JSONSink>(to json: inout Sink) {
        json.beginObject()
        json.member("cancel", cancel)
        json.member("cancelButton", cancelButton)
        json.member("contentAlpha", contentAlpha)
        json.member("cornerRadius", cornerRadius)
        json.member("field", field)
        json.member("isActive", isActive)
        json.member("isPlaceholder", isPlaceholder)
        json.member("magnifier", magnifier)
        json.member("placement", placement)
        json.member("rowFrame", rowFrame)
        json.member("scopeBar", scopeBar)
        json.member("text", text)
        json.endObject()
    }
}

extension ScopeBarGeometry: JSONEncodable {
    /// `{"rowFrame", "frame", "cornerRadius", "segments"}`.
    ///
    /// - Parameter json: The sink to write to.
    public func encode<Sink: JSONSink>(to json: inout Sink) {
        json.beginObject()
        json.member("cornerRadius", cornerRadius)
        json.member("frame", frame)
        json.member("rowFrame", rowFrame)
        json.member("segments", segments)
        json.endObject()
    }
}

extension ScopeSegmentGeometry: JSONEncodable {
    /// `{"frame", "title", "selected"}`.
    ///
    /// - Parameter json: The sink to write to.
    public func encode<Sink: JSONSink>(to json: inout Sink) {
        json.beginObject()
        json.member("frame", frame)
        json.member("selected", selected)
        json.member("title", title)
        json.endObject()
    }
}

extension JSONField {
    /// Format 2's `search` object: every key required, `scopeBar`, `cancel` and `cancelButton` nullable
    /// (`cancelButton` may be absent from files written before it).
    func searchGeometry() -> SearchGeometry? {
        let keys = [
            "placement", "isActive", "rowFrame", "field", "cornerRadius", "magnifier", "text", "isPlaceholder",
            "contentAlpha", "scopeBar", "cancel", "cancelButton",
        ]
        guard let object = object(keys: keys) else { return nil }
        let placement = object.required("placement")?.choice(SearchBarPlacement.self)
        let isActive = object.required("isActive")?.bool()
        let rowFrame = object.required("rowFrame")?.frame()
        let field = object.required("field")?.frame()
        let radius = object.required("cornerRadius")?.number(.nonNegative)
        let magnifier = object.required("magnifier")?.frame()
        let text = object.required("text")?.textGeometry()
        let isPlaceholder = object.required("isPlaceholder")?.bool()
        let alpha = object.required("contentAlpha")?.number(.range(0...1))
        let scopeBar = object.nullable("scopeBar")?.scopeBarGeometry()
        let cancel = object.nullable("cancel")?.textGeometry()
        let cancelButton = object.optional("cancelButton")?.frame()
        guard let placement, let isActive, let rowFrame, let field, let radius, let magnifier, let text,
            let isPlaceholder, let alpha
        else { return nil }
        return SearchGeometry(
            placement: placement, isActive: isActive, rowFrame: rowFrame, field: field, cornerRadius: radius,
            magnifier: magnifier, text: text, isPlaceholder: isPlaceholder, contentAlpha: alpha, scopeBar: scopeBar,
            cancel: cancel, cancelButton: cancelButton)
    }

    /// A `scopeBar` object: every key required.
    private func scopeBarGeometry() -> ScopeBarGeometry? {
        guard let object = object(keys: ["rowFrame", "frame", "cornerRadius", "segments"]) else { return nil }
        let rowFrame = object.required("rowFrame")?.frame()
        let frame = object.required("frame")?.frame()
        let radius = object.required("cornerRadius")?.number(.nonNegative)
        let segments = object.required("segments")?.array { field -> ScopeSegmentGeometry? in
            guard let segment = field.object(keys: ["frame", "title", "selected"]) else { return nil }
            guard let frame = segment.required("frame")?.frame(), let title = segment.required("title")?.textGeometry(),
                let selected = segment.required("selected")?.bool()
            else { return nil }
            return ScopeSegmentGeometry(frame: frame, title: title, selected: selected)
        }
        guard let rowFrame, let frame, let radius, let segments else { return nil }
        return ScopeBarGeometry(rowFrame: rowFrame, frame: frame, cornerRadius: radius, segments: segments)
    }
}
