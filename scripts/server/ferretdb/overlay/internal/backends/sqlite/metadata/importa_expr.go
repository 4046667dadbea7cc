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

package metadata

import (
	"fmt"
	"strings"
)

// Importa's pushdown patch: one place that spells the SQL expressions for a document path, so that
// the expressions in WHERE and ORDER BY are, token for token, the ones the indexes were created on
// (SQLite uses an expression index only for an identical expression).

// JSONExpr returns the expression for the JSON text at the path (`->`), the form upstream FerretDB
// creates every index with. Unique indexes keep it: JSON text keeps Mongo's distinctions between
// types (1 and true, "5" and 5) that SQL values would merge.
func JSONExpr(path string) string {
	fields := strings.Split(path, ".")
	for j, f := range fields {
		fields[j] = fmt.Sprintf("%q", f)
	}

	return fmt.Sprintf("%s->%s", DefaultColumn, strings.Join(fields, "->"))
}

// PlainPath reports whether every field of the dotted path can be written inside a quoted SQLite
// JSON path label: not empty, no quotes, no backslashes, no control characters.
func PlainPath(path string) bool {
	for _, f := range strings.Split(path, ".") {
		if f == "" || strings.ContainsAny(f, "\"'\\") {
			return false
		}

		for _, r := range f {
			if r < 0x20 {
				return false
			}
		}
	}

	return true
}

// ValueExpr returns the expression for the SQL value at the path (`->>`): numbers and dates compare as
// numbers, strings and ObjectIDs as text, so it supports ranges and ORDER BY. The path must be plain.
func ValueExpr(path string) string {
	return fmt.Sprintf(`%s->>'$."%s"'`, DefaultColumn, strings.ReplaceAll(path, ".", `"."`))
}

// SchemaTypeExpr returns the expression for the sjson type name ("string", "array", …) of the value at
// the path, read from the document's stored schema; NULL where the path is missing.
func SchemaTypeExpr(path string) string {
	return fmt.Sprintf(`%s->>'$."$s".p."%s".t'`, DefaultColumn, strings.ReplaceAll(path, ".", `"."$s".p."`))
}

// IndexKeyExpr returns the expression an index key is created on: the SQL value for a plain path of a
// non-unique index, the JSON text otherwise.
func IndexKeyExpr(field string, unique bool) string {
	if !unique && PlainPath(field) {
		return ValueExpr(field)
	}

	return JSONExpr(field)
}

// IndexSQL returns the CREATE INDEX statement for the index of the table.
func IndexSQL(tableName string, index IndexInfo) string {
	q := "CREATE "
	if index.Unique {
		q += "UNIQUE "
	}

	columns := make([]string, len(index.Key))
	for i, key := range index.Key {
		columns[i] = IndexKeyExpr(key.Field, index.Unique)
		if key.Descending {
			columns[i] += " DESC"
		}
	}

	return fmt.Sprintf(q+"INDEX %q ON %q (%s)", tableName+"_"+index.Name, tableName, strings.Join(columns, ", "))
}
