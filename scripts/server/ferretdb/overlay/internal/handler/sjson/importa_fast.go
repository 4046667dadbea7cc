// Copyright 2021 FerretDB Inc.
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//     http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.

package sjson

// Importa's patch: a single-pass decoder of stored documents.
//
// The upstream decoder runs encoding/json once per nesting level and once more per scalar, each
// time through a new json.Decoder with its own 512-byte buffer, and decodes the document's schema
// (`$s`, often more than half of the text) again for every document. Reading the orders of one
// seller spent most of its time there. This decoder walks the text once, parses scalars with
// strconv, and keeps the decoded schemas of the shapes it has seen.
//
// It is exact or it declines: whenever the text is not what it expects (malformed JSON, escapes it
// does not handle itself, duplicate keys, rare types), it returns ok == false and Unmarshal runs
// the upstream decoder, which gives the same document or the same error as before the patch.

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"slices"
	"strconv"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/FerretDB/FerretDB/internal/types"
)

// Unmarshal decodes the top-level document.
// It decodes document's schema from the `$s` field and uses it to decode the data of the document.
func Unmarshal(data []byte) (*types.Document, error) {
	if doc, ok := fastUnmarshal(data); ok {
		return doc, nil
	}

	return unmarshalSlow(data)
}

// UnmarshalFields decodes the top-level document with only the given top-level fields (all when
// fields is nil), for a query that needs no others. The fields it leaves out are matched against
// the schema but not decoded, so a malformed value there goes unnoticed.
func UnmarshalFields(data []byte, fields []string) (*types.Document, error) {
	if fields == nil {
		return Unmarshal(data)
	}

	if doc, ok := fastUnmarshalFields(data, fields); ok {
		return doc, nil
	}

	doc, err := unmarshalSlow(data)
	if err != nil {
		return nil, err
	}

	for _, key := range doc.Keys() {
		if !slices.Contains(fields, key) {
			doc.Remove(key)
		}
	}

	return doc, nil
}

// rawMember is one member of a JSON object, with its value's text.
type rawMember struct {
	key   string
	value []byte
}

// fastUnmarshal is Unmarshal in one pass; ok is false when it declines (see the file's comment).
func fastUnmarshal(data []byte) (*types.Document, bool) {
	return fastUnmarshalFields(data, nil)
}

// fastUnmarshalFields is fastUnmarshal decoding only the given top-level fields (all when nil).
func fastUnmarshalFields(data []byte, fields []string) (*types.Document, bool) {
	// Leading whitespace only: the upstream decoder rejects anything after the document.
	members, ok := splitObject(data[skipSpace(data, 0):])
	if !ok {
		return nil, false
	}

	schemaAt := -1

	for i, m := range members {
		if m.key == "$s" {
			if schemaAt >= 0 {
				return nil, false
			}

			schemaAt = i
		}
	}

	if schemaAt < 0 {
		return nil, false
	}

	sch := cachedSchema(members[schemaAt].value)
	if sch == nil {
		return nil, false
	}

	members = append(members[:schemaAt], members[schemaAt+1:]...)

	// Unlike a nested document, the top-level one must match its schema even when empty.
	if len(members) != len(sch.Keys) {
		return nil, false
	}

	return fastDocument(members, sch, fields)
}

// fastDocument builds a document from its members and its schema, as documentType's decoder does,
// with only the given fields when fields is not nil.
func fastDocument(members []rawMember, sch *schema, fields []string) (*types.Document, bool) {
	if len(members) == 0 {
		return new(types.Document), true
	}

	if sch == nil || len(sch.Keys) != len(members) {
		return nil, false
	}

	// Each key of the schema (distinct, see cachedSchema) must take a member of its own: with as
	// many members as keys, that also proves the members' keys distinct, as the upstream map is.
	var used [64]bool
	if len(members) > len(used) {
		return nil, false
	}

	doc := types.MakeDocument(len(members))

	for i, key := range sch.Keys {
		at := -1
		if members[i].key == key {
			at = i
		} else {
			for j := range members {
				if members[j].key == key {
					at = j
					break
				}
			}
		}

		if at < 0 || used[at] {
			return nil, false
		}

		used[at] = true

		if fields != nil && !slices.Contains(fields, key) {
			continue
		}

		v, ok := fastValue(members[at].value, sch.Properties[key])
		if !ok {
			return nil, false
		}

		doc.Set(key, v)
	}

	return doc, true
}

// fastValue decodes one value by its schema element, as unmarshalSingleValue does.
func fastValue(data []byte, sch *elem) (any, bool) {
	if string(data) == "null" {
		return types.Null, true
	}

	if sch == nil {
		return nil, false
	}

	switch sch.Type {
	case elemTypeObject:
		if sch.Schema == nil {
			return nil, false
		}

		members, ok := splitObject(data)
		if !ok {
			return nil, false
		}

		return fastDocument(members, sch.Schema, nil)

	case elemTypeArray:
		if sch.Items == nil {
			return nil, false
		}

		values, ok := splitArray(data)
		if !ok || len(values) != len(sch.Items) {
			return nil, false
		}

		arr := types.MakeArray(len(values))

		for i, raw := range values {
			v, ok := fastValue(raw, sch.Items[i])
			if !ok {
				return nil, false
			}

			arr.Append(v)
		}

		return arr, true

	case elemTypeString:
		return fastString(data)

	case elemTypeObjectID:
		s, ok := fastString(data)
		if !ok || len(s) != 2*types.ObjectIDLen {
			return nil, false
		}

		var id types.ObjectID
		if _, err := hex.Decode(id[:], []byte(s)); err != nil {
			return nil, false
		}

		return id, true

	case elemTypeDouble:
		if !isJSONNumber(data) {
			return nil, false
		}

		f, err := strconv.ParseFloat(string(data), 64)

		return f, err == nil

	case elemTypeInt:
		if !isJSONNumber(data) {
			return nil, false
		}

		i, err := strconv.ParseInt(string(data), 10, 32)

		return int32(i), err == nil

	case elemTypeLong:
		if !isJSONNumber(data) {
			return nil, false
		}

		i, err := strconv.ParseInt(string(data), 10, 64)

		return i, err == nil

	case elemTypeDate:
		if !isJSONNumber(data) {
			return nil, false
		}

		ms, err := strconv.ParseInt(string(data), 10, 64)
		if err != nil {
			return nil, false
		}

		return time.UnixMilli(ms), true

	case elemTypeTimestamp:
		if !isJSONNumber(data) {
			return nil, false
		}

		ts, err := strconv.ParseUint(string(data), 10, 64)

		return types.Timestamp(ts), err == nil

	case elemTypeBool:
		switch string(data) {
		case "true":
			return true, true
		case "false":
			return false, true
		}

		return nil, false

	default:
		// Rare types (binData, regex) and unknown ones: the upstream decoder, value by value.
		v, err := unmarshalSingleValue(data, sch)

		return v, err == nil
	}
}

// fastString decodes a JSON string; one with escapes or invalid UTF-8 goes through encoding/json,
// which the upstream decoder uses too (it replaces invalid bytes with U+FFFD).
func fastString(data []byte) (string, bool) {
	if len(data) < 2 || data[0] != '"' || data[len(data)-1] != '"' {
		return "", false
	}

	inner := data[1 : len(data)-1]
	plain := utf8.Valid(inner)

	for _, c := range inner {
		if c == '\\' || c == '"' || c < 0x20 {
			plain = false
			break
		}
	}

	if plain {
		return string(inner), true
	}

	var s string
	if err := json.Unmarshal(data, &s); err != nil {
		return "", false
	}

	return s, true
}

// isJSONNumber reports whether data is exactly a number of JSON's grammar, which strconv alone
// would not check (it takes "01", "+1", "Inf" or "0x10").
func isJSONNumber(data []byte) bool {
	i := 0
	if i < len(data) && data[i] == '-' {
		i++
	}

	switch {
	case i < len(data) && data[i] == '0':
		i++
	case i < len(data) && data[i] >= '1' && data[i] <= '9':
		for i < len(data) && data[i] >= '0' && data[i] <= '9' {
			i++
		}
	default:
		return false
	}

	if i < len(data) && data[i] == '.' {
		i++

		start := i
		for i < len(data) && data[i] >= '0' && data[i] <= '9' {
			i++
		}

		if i == start {
			return false
		}
	}

	if i < len(data) && (data[i] == 'e' || data[i] == 'E') {
		i++
		if i < len(data) && (data[i] == '+' || data[i] == '-') {
			i++
		}

		start := i
		for i < len(data) && data[i] >= '0' && data[i] <= '9' {
			i++
		}

		if i == start {
			return false
		}
	}

	return i == len(data)
}

// splitObject gives the members of the JSON object that data is exactly (only whitespace around
// tokens), each value's text still to decode.
func splitObject(data []byte) ([]rawMember, bool) {
	if len(data) < 2 || data[0] != '{' || data[len(data)-1] != '}' {
		return nil, false
	}

	members := make([]rawMember, 0, 16)
	i := skipSpace(data, 1)

	if data[i] == '}' {
		return members, i == len(data)-1
	}

	for {
		end, ok := skipString(data, i)
		if !ok {
			return nil, false
		}

		key, ok := fastString(data[i:end])
		if !ok {
			return nil, false
		}

		i = skipSpace(data, end)
		if i >= len(data) || data[i] != ':' {
			return nil, false
		}

		start := skipSpace(data, i+1)

		end, ok = skipValue(data, start)
		if !ok {
			return nil, false
		}

		members = append(members, rawMember{key: key, value: data[start:end]})

		i = skipSpace(data, end)
		if i >= len(data) {
			return nil, false
		}

		switch data[i] {
		case ',':
			i = skipSpace(data, i+1)
		case '}':
			return members, i == len(data)-1
		default:
			return nil, false
		}
	}
}

// splitArray gives the elements' texts of the JSON array that data is exactly.
func splitArray(data []byte) ([][]byte, bool) {
	if len(data) < 2 || data[0] != '[' || data[len(data)-1] != ']' {
		return nil, false
	}

	var values [][]byte
	i := skipSpace(data, 1)

	if data[i] == ']' {
		return values, i == len(data)-1
	}

	for {
		end, ok := skipValue(data, i)
		if !ok {
			return nil, false
		}

		values = append(values, data[i:end])

		i = skipSpace(data, end)
		if i >= len(data) {
			return nil, false
		}

		switch data[i] {
		case ',':
			i = skipSpace(data, i+1)
		case ']':
			return values, i == len(data)-1
		default:
			return nil, false
		}
	}
}

// skipValue gives the end of the value that starts at i. Containers are only matched here; their
// contents are checked when they are split in turn, since every value of a document is decoded.
func skipValue(data []byte, i int) (int, bool) {
	if i >= len(data) {
		return 0, false
	}

	switch data[i] {
	case '"':
		return skipString(data, i)

	case '{', '[':
		depth := 0

		for j := i; j < len(data); j++ {
			switch data[j] {
			case '"':
				end, ok := skipString(data, j)
				if !ok {
					return 0, false
				}

				j = end - 1
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return j + 1, true
				}
			}
		}

		return 0, false

	default:
		// A number or a literal: its decoder checks it whole.
		j := i
		for j < len(data) && isScalarByte(data[j]) {
			j++
		}

		return j, j > i
	}
}

// isScalarByte reports whether c may appear in a JSON number or literal.
func isScalarByte(c byte) bool {
	switch c {
	case '-', '+', '.', 'e', 'E', 't', 'r', 'u', 'f', 'a', 'l', 's', 'n':
		return true
	}

	return c >= '0' && c <= '9'
}

// skipString gives the end of the string whose opening quote is at i.
func skipString(data []byte, i int) (int, bool) {
	if i >= len(data) || data[i] != '"' {
		return 0, false
	}

	for j := i + 1; j < len(data); j++ {
		switch data[j] {
		case '\\':
			j++
		case '"':
			return j + 1, true
		}
	}

	return 0, false
}

func skipSpace(data []byte, i int) int {
	for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r') {
		i++
	}

	return i
}

// schemaCache keeps the decoded schemas of the shapes seen, by their text: the documents of a
// collection share a few shapes, and decoding `$s` was as costly as decoding the data.
// Decoded schemas are only read afterwards, never changed.
var schemaCache struct {
	sync.Mutex
	byText map[string]*schema
}

// schemaCacheSize bounds the cache; when full it starts again, which costs only decoding.
const schemaCacheSize = 4096

// cachedSchema decodes a `$s` value as the upstream decoder does, or takes it from the cache; nil
// when it cannot be decoded or its keys are not distinct (then the upstream decoder answers).
func cachedSchema(raw []byte) *schema {
	schemaCache.Lock()
	sch, found := schemaCache.byText[string(raw)]
	schemaCache.Unlock()

	if found {
		return sch
	}

	var decoded schema

	r := bytes.NewReader(raw)
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()

	if err := dec.Decode(&decoded); err == nil && checkConsumed(dec, r) == nil && distinctKeys(&decoded) {
		sch = &decoded
	}

	schemaCache.Lock()
	if schemaCache.byText == nil || len(schemaCache.byText) >= schemaCacheSize {
		schemaCache.byText = make(map[string]*schema)
	}
	schemaCache.byText[string(raw)] = sch
	schemaCache.Unlock()

	return sch
}

// distinctKeys reports whether no schema in sch, nested ones included, lists a key twice.
func distinctKeys(sch *schema) bool {
	if sch == nil {
		return true
	}

	seen := make(map[string]struct{}, len(sch.Keys))

	for _, k := range sch.Keys {
		if _, dup := seen[k]; dup {
			return false
		}

		seen[k] = struct{}{}
	}

	for _, e := range sch.Properties {
		if !distinctElem(e) {
			return false
		}
	}

	return true
}

func distinctElem(e *elem) bool {
	if e == nil {
		return true
	}

	if !distinctKeys(e.Schema) {
		return false
	}

	for _, item := range e.Items {
		if !distinctElem(item) {
			return false
		}
	}

	return true
}
