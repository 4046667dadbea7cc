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
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/fsql"
	"github.com/FerretDB/FerretDB/internal/util/lazyerrors"
)

// Importa's pushdown patch. A condition on a path can be answered by SQL only while no document holds
// an array on that path or on any path above it (SQL reads `a.b` as missing where `a` is an array, and a
// scalar comparison would drop a document whose array holds the value), and a sort only while the
// values on the path are of one type. Like MongoDB's multikey flag, the kinds of value every path has
// held are tracked, and kept in the database file (kindsTable) so that a restart reads them at once:
//   - a table that was empty when first seen is "complete": every write widens its kinds before it is
//     made, so a path it has no row for was never written;
//   - a table written before (by upstream FerretDB, or before this patch) has each path's kinds read
//     once from the stored sjson schemas, one scan for all of its indexed paths, and kept from then on.
// Kinds are never narrowed (a delete leaves them), which errs on the side of SQL doing less.

// kind is a set of the kinds of value a path has held.
type kind uint16

const (
	kindMissing  kind = 1 << iota // missing or null: SQL NULL
	kindNumber                    // double, int, long: SQL numbers
	kindString                    // SQL text
	kindObjectID                  // hex SQL text
	kindBool                      // SQL 0 and 1
	kindDate                      // milliseconds, SQL numbers
	kindObject
	kindArray
	kindOther
)

// kindOfValue returns the kind of a document value.
func kindOfValue(v any) kind {
	switch v.(type) {
	case types.NullType:
		return kindMissing
	case float64, int32, int64:
		return kindNumber
	case string:
		return kindString
	case types.ObjectID:
		return kindObjectID
	case bool:
		return kindBool
	case time.Time:
		return kindDate
	case *types.Document:
		return kindObject
	case *types.Array:
		return kindArray
	default:
		return kindOther
	}
}

// kindOfSchemaType returns the kind of an sjson schema type name; "" stands for a missing path.
func kindOfSchemaType(t string) kind {
	switch t {
	case "", "null":
		return kindMissing
	case "double", "int", "long":
		return kindNumber
	case "string":
		return kindString
	case "objectId":
		return kindObjectID
	case "bool":
		return kindBool
	case "date":
		return kindDate
	case "object":
		return kindObject
	case "array":
		return kindArray
	default:
		return kindOther
	}
}

// maxTrackedDepth bounds the walk of a written document: deeper paths are never pushed down.
const maxTrackedDepth = 6

// kindsTable keeps the kinds in the database file, beside upstream's metadata table. The row of the
// empty path marks a complete table.
const kindsTable = "_ferretdb_importa_kinds"

// tableKinds holds what is known of one table's paths.
type tableKinds struct {
	mu       sync.Mutex      // one change of a table's kinds at a time, scans included
	loaded   bool            // the kept rows were read
	complete bool            // every path ever written has its kept kinds
	kept     map[string]kind // kinds kept in kindsTable
	written  map[string]kind // kinds written by this process
}

// known returns what is known of the path, and whether it is known at all.
func (t *tableKinds) known(path string) (kind, bool) {
	k, ok := t.kept[path]
	if !ok && !t.complete {
		return 0, false
	}

	return k | t.written[path], true
}

// kindTracker holds the tables' kinds, by database and table name.
type kindTracker struct {
	mu     sync.Mutex
	tables map[string]*tableKinds
}

var kinds = &kindTracker{tables: map[string]*tableKinds{}}

func (kt *kindTracker) table(dbName, tableName string) *tableKinds {
	kt.mu.Lock()
	defer kt.mu.Unlock()

	key := dbName + "\x00" + tableName
	t := kt.tables[key]

	if t == nil {
		t = &tableKinds{kept: map[string]kind{}, written: map[string]kind{}}
		kt.tables[key] = t
	}

	return t
}

// forget drops what is known of a dropped table (its kept rows too), or of every table of a dropped
// database ("": the file is gone with its rows).
func (kt *kindTracker) forget(ctx context.Context, db *fsql.DB, dbName, tableName string) error {
	kt.mu.Lock()
	for key := range kt.tables {
		d, table, _ := strings.Cut(key, "\x00")
		if d == dbName && (tableName == "" || table == tableName) {
			delete(kt.tables, key)
		}
	}
	kt.mu.Unlock()

	if db == nil || tableName == "" {
		return nil
	}

	if err := ensureKindsTable(ctx, db); err != nil {
		return err
	}

	if _, err := db.ExecContext(ctx, fmt.Sprintf(`DELETE FROM %q WHERE table_name = ?`, kindsTable), tableName); err != nil {
		return lazyerrors.Error(err)
	}

	return nil
}

func ensureKindsTable(ctx context.Context, db *fsql.DB) error {
	q := fmt.Sprintf(`CREATE TABLE IF NOT EXISTS %q (table_name TEXT NOT NULL, path TEXT NOT NULL, kinds INTEGER NOT NULL, PRIMARY KEY (table_name, path)) STRICT`, kindsTable) //nolint:lll // for readability
	if _, err := db.ExecContext(ctx, q); err != nil {
		return lazyerrors.Error(err)
	}

	return nil
}

// keep widens the kept kinds of the paths.
func keep(ctx context.Context, db *fsql.DB, tableName string, widened map[string]kind) error {
	q := fmt.Sprintf(`INSERT INTO %q (table_name, path, kinds) VALUES (?, ?, ?) `+
		`ON CONFLICT (table_name, path) DO UPDATE SET kinds = kinds | excluded.kinds`, kindsTable)

	for path, k := range widened {
		if _, err := db.ExecContext(ctx, q, tableName, path, int64(k)); err != nil {
			return lazyerrors.Error(err)
		}
	}

	return nil
}

// load reads the kept rows of the table once; a table seen empty becomes complete. t.mu is held.
func (t *tableKinds) load(ctx context.Context, db *fsql.DB, tableName string) error {
	if t.loaded {
		return nil
	}

	if err := ensureKindsTable(ctx, db); err != nil {
		return err
	}

	rows, err := db.QueryContext(ctx, fmt.Sprintf(`SELECT path, kinds FROM %q WHERE table_name = ?`, kindsTable), tableName)
	if err != nil {
		return lazyerrors.Error(err)
	}
	defer rows.Close()

	for rows.Next() {
		var path string
		var k int64

		if err = rows.Scan(&path, &k); err != nil {
			return lazyerrors.Error(err)
		}

		if path == "" {
			t.complete = true
		} else {
			t.kept[path] = kind(k)
		}
	}

	if err = rows.Err(); err != nil {
		return lazyerrors.Error(err)
	}

	if !t.complete {
		var any int

		err = db.QueryRowContext(ctx, fmt.Sprintf(`SELECT EXISTS (SELECT 1 FROM %q)`, tableName)).Scan(&any)
		if err != nil {
			return lazyerrors.Error(err)
		}

		if any == 0 {
			// What this process wrote but has not committed yet is in written: keep it too.
			marked := map[string]kind{"": 1}
			for path, k := range t.written {
				marked[path] = k
				t.kept[path] |= k
			}

			if err = keep(ctx, db, tableName, marked); err != nil {
				return err
			}

			t.complete = true
		}
	}

	t.loaded = true

	return nil
}

// noteWritten widens the kinds with the documents about to be written. It runs before the write, so
// that no query can see a document whose kinds are not yet known, and a crash between the two leaves
// the kinds wider, never narrower.
func (kt *kindTracker) noteWritten(ctx context.Context, db *fsql.DB, dbName, tableName string, docs []*types.Document) error {
	t := kt.table(dbName, tableName)

	t.mu.Lock()
	defer t.mu.Unlock()

	if err := t.load(ctx, db, tableName); err != nil {
		return err
	}

	seen := map[string]kind{}
	for _, doc := range docs {
		walk(seen, doc, "", 0)
	}

	widened := map[string]kind{}

	for path, k := range seen {
		t.written[path] |= k

		if _, kept := t.kept[path]; (t.complete || kept) && t.kept[path]|k != t.kept[path] {
			widened[path] = k
			t.kept[path] |= k
		}
	}

	return keep(ctx, db, tableName, widened)
}

func walk(seen map[string]kind, doc *types.Document, prefix string, depth int) {
	for _, field := range doc.Keys() {
		v, _ := doc.Get(field)
		path := prefix + field
		seen[path] |= kindOfValue(v)

		if sub, ok := v.(*types.Document); ok && depth < maxTrackedDepth {
			walk(seen, sub, path+".", depth+1)
		}
	}
}

// prefixesOf returns "a", "a.b", "a.b.c" for "a.b.c".
func prefixesOf(path string) []string {
	parts := strings.Split(path, ".")
	res := make([]string, len(parts))

	for i := range parts {
		res[i] = strings.Join(parts[:i+1], ".")
	}

	return res
}

// kindsOf returns the kinds held by each of the paths and by every path above them. Paths of a table
// written before the patch that are not known yet are scanned, in one statement with every other
// unknown path of the table's indexes, and kept.
func (kt *kindTracker) kindsOf(ctx context.Context, db *fsql.DB, dbName string, meta *metadata.Collection, paths []string) (map[string]kind, error) { //nolint:lll // for readability
	t := kt.table(dbName, meta.TableName)

	t.mu.Lock()
	defer t.mu.Unlock()

	if err := t.load(ctx, db, meta.TableName); err != nil {
		return nil, err
	}

	var wanted []string

	seen := map[string]bool{}
	add := func(path string) {
		for _, prefix := range prefixesOf(path) {
			if !seen[prefix] {
				seen[prefix] = true
				wanted = append(wanted, prefix)
			}
		}
	}

	for _, p := range paths {
		add(p)
	}

	var missing []string

	for _, p := range wanted {
		if _, ok := t.known(p); !ok {
			missing = append(missing, p)
		}
	}

	if len(missing) > 0 {
		for _, index := range meta.Settings.Indexes {
			for _, key := range index.Key {
				if pushablePath(key.Field) {
					add(key.Field)
				}
			}
		}

		missing = missing[:0]

		for _, p := range wanted {
			if _, ok := t.known(p); !ok {
				missing = append(missing, p)
			}
		}

		found, err := scanKinds(ctx, db, meta.TableName, missing)
		if err != nil {
			return nil, err
		}

		for p, k := range found {
			found[p] = k | t.written[p]
			t.kept[p] = found[p]
		}

		if err = keep(ctx, db, meta.TableName, found); err != nil {
			return nil, err
		}
	}

	res := make(map[string]kind, len(wanted))
	for _, p := range wanted {
		res[p], _ = t.known(p)
	}

	return res, nil
}

// scanKinds reads the distinct schema types of the paths from every stored document.
func scanKinds(ctx context.Context, db *fsql.DB, tableName string, paths []string) (map[string]kind, error) {
	columns := make([]string, len(paths))
	for i, p := range paths {
		columns[i] = metadata.SchemaTypeExpr(p)
	}

	q := fmt.Sprintf(`SELECT DISTINCT %s FROM %q`, strings.Join(columns, ", "), tableName)

	rows, err := db.QueryContext(ctx, q)
	if err != nil {
		return nil, lazyerrors.Error(err)
	}
	defer rows.Close()

	res := make(map[string]kind, len(paths))
	for _, p := range paths {
		res[p] = 0
	}

	values := make([]*string, len(paths))
	dest := make([]any, len(paths))

	for i := range values {
		dest[i] = &values[i]
	}

	for rows.Next() {
		if err = rows.Scan(dest...); err != nil {
			return nil, lazyerrors.Error(err)
		}

		for i, p := range paths {
			t := ""
			if values[i] != nil {
				t = *values[i]
			}

			res[p] |= kindOfSchemaType(t)
		}
	}

	if err = rows.Err(); err != nil {
		return nil, lazyerrors.Error(err)
	}

	return res, nil
}
