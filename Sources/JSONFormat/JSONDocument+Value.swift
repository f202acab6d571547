extension JSONDocument {
    /// The document of an already parsed value: its strings and keys are written to `decoded`.
    ///
    /// - Parameter value: The document's root value.
    init(_ value: JSONValue) {
        self.init(bytes: [])
        append(value, key: Text(), parent: -1)
    }

    /// Appends `value` and its descendants.
    private mutating func append(_ value: JSONValue, key: Text, parent: Int) {
        let index = nodes.count
        switch value {
        case .null: nodes.append(Node(kind: .null, key: key, parent: parent))
        case .bool(let flag): nodes.append(Node(kind: .bool, flag: flag, key: key, parent: parent))
        case .number(let number): nodes.append(Node(kind: .number, number: number, key: key, parent: parent))
        case .string(let text): nodes.append(Node(kind: .string, text: decode(text), key: key, parent: parent))
        case .array(let elements):
            nodes.append(Node(kind: .array, key: key, parent: parent, count: elements.count))
            for element in elements { append(element, key: Text(), parent: index) }
        case .object(let members):
            nodes.append(Node(kind: .object, key: key, parent: parent, count: members.count))
            for member in members {
                let key = decode(member.key)
                nodes[index].addKey(key)
                append(member.value, key: key, parent: index)
            }
        }
        nodes[index].end = nodes.count
    }

    /// Writes `string` to `decoded`.
    private mutating func decode(_ string: String) -> Text {
        let start = decoded.count
        decoded.append(contentsOf: string.utf8)
        return Text(
            start: start, count: decoded.count - start, isDecoded: true,
            isASCII: decoded[start...].allSatisfy { $0 < 0x80 })
    }

    /// The value of the node at `index`, built with its descendants.
    func value(at index: Int) -> JSONValue {
        let node = nodes[index]
        switch node.kind {
        case .null: return .null
        case .bool: return .bool(node.flag)
        case .number: return .number(node.number)
        case .string: return .string(string(node.text))
        case .array: return .array(children(of: index).map { value(at: $0) })
        case .object:
            return .object(children(of: index).map { JSONValue.Member(string(nodes[$0].key), value(at: $0)) })
        }
    }

    /// The path of the node at `index`, from the root.
    func path(to index: Int) -> JSONPath {
        let parent = nodes[index].parent
        guard parent >= 0 else { return .root }
        let path = self.path(to: parent)
        if nodes[parent].kind == .object { return path.appending(string(nodes[index].key)) }
        return path.appending(index: children(of: parent).prefix { $0 != index }.count)
    }
}
