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

package sqlite

import (
	"encoding/hex"
	"math"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata"
	"github.com/FerretDB/FerretDB/internal/handler/sjson"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// Importa's pushdown patch: the parts of a query filter and sort that SQL can answer.
//
// The handler applies the whole filter again to what the backend returns, so a pushed-down WHERE only
// has to keep every matching document (a superset). It is also exact — it keeps nothing else — when
// every condition was translated and the kinds on each path make SQL's comparison Mongo's; only then
// may the backend count, skip or limit for the handler.

// condition is one field's condition of a filter.
type condition struct {
	path string
	op   string // "$eq", "$ne", "$in", "$gt", "$gte", "$lt", "$lte", or "$prefix" (an anchored literal $regex)
	vals []any  // one value, or the $in list
}

// plan is what SQL will do of a query.
type plan struct {
	where   []string
	args    []any
	exact   bool            // the WHERE keeps exactly the matching documents
	inexact map[string]bool // top-level keys of the filter the WHERE does not apply exactly
	orderBy []string        // non-empty: rows come in the sort's order
}

// splitFilter returns the conditions a filter is made of, and the top-level keys with something
// else in them (none: the conditions are the whole filter).
func splitFilter(filter *types.Document) ([]condition, map[string]bool) {
	var res []condition

	untranslated := map[string]bool{}

	for _, key := range filter.Keys() {
		v := must.NotFail(filter.Get(key))

		if key == "$comment" {
			continue
		}

		if !pushablePath(key) {
			untranslated[key] = true
			continue
		}

		ops, isDoc := v.(*types.Document)
		if !isDoc {
			if !pushableScalar(v) {
				untranslated[key] = true
				continue
			}

			res = append(res, condition{path: key, op: "$eq", vals: []any{v}})

			continue
		}

		if ops.Len() == 0 || !strings.HasPrefix(ops.Keys()[0], "$") {
			untranslated[key] = true // an embedded document's equality
			continue
		}

		for _, op := range ops.Keys() {
			arg := must.NotFail(ops.Get(op))

			switch op {
			case "$eq", "$ne", "$gt", "$gte", "$lt", "$lte":
				if !pushableScalar(arg) || (op != "$eq" && op != "$ne" && kindOfValue(arg) == kindBool) {
					untranslated[key] = true
					continue
				}

				res = append(res, condition{path: key, op: op, vals: []any{arg}})

			case "$regex":
				// `^literal` without options: the strings that start with the literal, a range of texts.
				prefix, ok := literalPrefix(arg)
				if !ok || ops.Has("$options") && must.NotFail(ops.Get("$options")) != "" {
					untranslated[key] = true
					continue
				}

				res = append(res, condition{path: key, op: "$prefix", vals: []any{prefix}})

			case "$options":
				// Read with $regex; empty options change nothing.

			case "$in":
				list, ok := arg.(*types.Array)
				if !ok {
					untranslated[key] = true
					continue
				}

				vals := make([]any, 0, list.Len())

				for i := 0; i < list.Len(); i++ {
					el := must.NotFail(list.Get(i))
					if !pushableScalar(el) {
						vals = nil
						break
					}

					vals = append(vals, el)
				}

				if vals == nil {
					untranslated[key] = true
					continue
				}

				res = append(res, condition{path: key, op: op, vals: vals})

			default:
				untranslated[key] = true
			}
		}
	}

	return res, untranslated
}

// literalPrefix returns the literal a `$regex` pattern requires at the start of a string, when the
// pattern is nothing else: `^` then characters that stand for themselves (a backslash before
// punctuation makes it literal). Every string with that prefix matches it, and no other.
func literalPrefix(pattern any) (string, bool) {
	s, ok := pattern.(string)
	if !ok || !strings.HasPrefix(s, "^") || len(s) < 2 {
		return "", false
	}

	var b strings.Builder

	for i := 1; i < len(s); i++ {
		c := s[i]

		switch {
		case c == '\\':
			i++
			if i == len(s) || s[i] >= 0x80 || unicode.IsLetter(rune(s[i])) || unicode.IsDigit(rune(s[i])) || s[i] <= ' ' {
				return "", false // \d, \w, \A and the like are classes or anchors, not literals
			}

			b.WriteByte(s[i])
		case strings.IndexByte(".+*?()|[]{}^$", c) >= 0:
			return "", false
		default:
			b.WriteByte(c)
		}
	}

	if !utf8.ValidString(b.String()) {
		return "", false
	}

	return b.String(), true
}

// prefixEnd is above every valid UTF-8 text that starts with the prefix, and below every other text
// above the prefix: no byte of valid UTF-8 is 0xFF.
func prefixEnd(prefix string) string {
	return prefix + "\xff"
}

// pushablePath reports whether SQL can name the path: a plain dotted path, not an operator, with no
// array index in it ("lines.0.seller").
func pushablePath(path string) bool {
	if strings.HasPrefix(path, "$") || !metadata.PlainPath(path) {
		return false
	}

	for _, f := range strings.Split(path, ".") {
		if strings.Trim(f, "0123456789") == "" {
			return false
		}
	}

	return true
}

// pushableScalar reports whether SQL can compare the value the way Mongo does.
func pushableScalar(v any) bool {
	switch v := v.(type) {
	case string, types.ObjectID, bool, int32, int64, time.Time:
		return true
	case float64:
		return !math.IsNaN(v) && !math.IsInf(v, 0)
	default:
		return false
	}
}

// rangeSQL is SQL's operator for each of Mongo's range operators.
var rangeSQL = map[string]string{"$gt": ">", "$gte": ">=", "$lt": "<", "$lte": "<="}

// sqlValue returns the SQL value `->>` gives for the sjson value.
func sqlValue(v any) any {
	switch v := v.(type) {
	case types.ObjectID:
		return hex.EncodeToString(v[:]) // as sjson writes it
	case bool:
		if v {
			return int64(1)
		}

		return int64(0)
	case int32:
		return int64(v)
	case time.Time:
		return v.UnixMilli()
	default:
		return v
	}
}

// jsonTexts returns the JSON texts `->` gives for the value; both zeroes for 0, which sjson may store
// as 0 or -0.
func jsonTexts(v any) []any {
	text := string(must.NotFail(sjson.MarshalSingleValue(v)))
	if text == "0" || text == "-0" {
		return []any{"0", "-0"}
	}

	return []any{text}
}

// onlyKind reports whether every value on the path, besides missing ones, is of the kind k.
func onlyKind(held, k kind) bool {
	return held&^kindMissing&^k == 0
}

// pathIndexes tells which expression an equality on a path should use for SQLite to pick an index.
type pathIndexes struct {
	json  map[string]bool // the path leads a unique index, created on the JSON text (`->`)
	keyed map[string]bool // the path is a key of a non-unique index: it may have a side table
}

func indexesOf(meta *metadata.Collection) pathIndexes {
	res := pathIndexes{json: map[string]bool{}, keyed: map[string]bool{}}

	for _, index := range meta.Settings.Indexes {
		if index.Unique || !metadata.PlainPath(index.Key[0].Field) {
			res.json[index.Key[0].Field] = true
			continue
		}

		for _, key := range index.Key {
			res.keyed[key.Field] = true
		}
	}

	return res
}

// placeholders returns "?, ?, ?" for n values.
func placeholders(n int) string {
	return strings.TrimSuffix(strings.Repeat("?, ", n), ", ")
}

// arrayOnWay reports whether the path, or a path above it, has held an array.
func arrayOnWay(path string, held map[string]kind) bool {
	for _, prefix := range prefixesOf(path) {
		if held[prefix]&kindArray != 0 {
			return true
		}
	}

	return false
}

// addCondition translates one condition, given the kinds its path and the paths above it have held.
// It returns false where SQL must leave the condition to the handler.
func (p *plan) addCondition(c condition, held map[string]kind, idx pathIndexes) bool {
	for _, prefix := range prefixesOf(c.path) {
		if held[prefix]&(kindArray|kindOther) != 0 {
			return false
		}
	}

	pathKinds := held[c.path]

	valKinds := kind(0)
	for _, v := range c.vals {
		valKinds |= kindOfValue(v)
	}

	// Exact where the path holds one kind of value, and the values are of that kind: SQL then compares
	// as Mongo does. Otherwise SQL also keeps documents of other kinds that compare alike (1 and true),
	// which the handler's filter drops.
	exact := valKinds&(valKinds-1) == 0 && onlyKind(pathKinds, valKinds)

	switch {
	case c.op == "$ne":
		// Mongo's $ne keeps missing and null, and every value of another type: SQL can tell those apart
		// only where the path holds no other kind than the value's (1 and true are both SQL 1).
		if !onlyKind(pathKinds, valKinds) {
			return false
		}

		p.where = append(p.where, "("+metadata.ValueExpr(c.path)+" IS NULL OR "+metadata.ValueExpr(c.path)+" <> ?)")
		p.args = append(p.args, sqlValue(c.vals[0]))

	case (c.op == "$eq" || c.op == "$in") && idx.json[c.path]:
		// A unique index on the JSON text: compare JSON texts, as sjson writes them.
		var texts []any
		for _, v := range c.vals {
			texts = append(texts, jsonTexts(v)...)
		}

		p.where = append(p.where, metadata.JSONExpr(c.path)+" IN ("+placeholders(len(texts))+")")
		p.args = append(p.args, texts...)

	case c.op == "$prefix":
		// Texts compare as their UTF-8 bytes; other kinds are below every text (numbers) or are held
		// as texts, which the check above refused (ObjectIds, dates are numbers).
		if !onlyKind(pathKinds, kindString|kindNumber|kindBool|kindDate|kindObject) {
			return false
		}

		p.where = append(p.where, "("+metadata.ValueExpr(c.path)+" >= ? AND "+metadata.ValueExpr(c.path)+" < ?)")
		p.args = append(p.args, c.vals[0], prefixEnd(c.vals[0].(string)))

	case c.op == "$eq":
		p.where = append(p.where, metadata.ValueExpr(c.path)+" = ?")
		p.args = append(p.args, sqlValue(c.vals[0]))

	case c.op == "$in":
		p.where = append(p.where, metadata.ValueExpr(c.path)+" IN ("+placeholders(len(c.vals))+")")
		for _, v := range c.vals {
			p.args = append(p.args, sqlValue(v))
		}

	default:
		// In SQL every number is below every text: a range on numbers keeps texts above and drops none
		// below, a range on texts keeps every number below; both supersets. Exact needs one kind.
		p.where = append(p.where, metadata.ValueExpr(c.path)+" "+rangeSQL[c.op]+" ?")
		p.args = append(p.args, sqlValue(c.vals[0]))
	}

	if !exact {
		p.exact = false
		p.inexact[c.path] = true
	}

	return true
}

// orderKinds are the kinds whose SQL order (`->>`) is Mongo's order.
const orderKinds = kindNumber | kindString | kindObjectID | kindBool | kindDate

// addSort translates the sort, all of it or nothing: rows then come in the sort's order. Its keys are
// pushable paths (the caller checked them to read their kinds).
func (p *plan) addSort(sort *types.Document, held map[string]kind) bool {
	var order []string

	for _, key := range sort.Keys() {
		for _, prefix := range prefixesOf(key) {
			if held[prefix]&(kindArray|kindOther) != 0 {
				return false
			}
		}

		values := held[key] &^ kindMissing
		if values&^orderKinds != 0 || values&(values-1) != 0 {
			return false // several kinds: Mongo orders them by type first
		}

		expr := metadata.ValueExpr(key)
		if must.NotFail(sort.Get(key)).(int64) < 0 {
			expr += " DESC"
		}

		order = append(order, expr)
	}

	p.orderBy = order

	return true
}
