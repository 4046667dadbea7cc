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
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"log/slog"
	"math"
	"strings"
	"sync"
	"time"

	"github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata"
	"github.com/FerretDB/FerretDB/internal/handler/sjson"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/fsql"
	"github.com/FerretDB/FerretDB/internal/util/lazyerrors"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// Importa's pushdown patch: multikey side tables. SQLite cannot index the elements of a JSON array, so
// a condition on an indexed path that holds arrays ("lines.seller", "regions") gets a side table of its
// own: one row (kind, value, _id) for every scalar the path leads to in a document, following Mongo's
// rules (an array on the way is entered once, an array at the end gives its elements). The condition
// becomes `_id IN (SELECT id FROM side WHERE k = ? AND v = ?)`, answered by the side table's primary key.
// Keeping the kind beside the value makes SQL's comparison Mongo's, so such a condition is exact.
//
// A side table is made (and filled from the stored documents, in one transaction) the first time a
// query needs it, and from then on every insert, update and delete of the table writes it in the same
// transaction. The side tables of a table are listed in multikeyTable, so a restart finds them.

// multikeyTable lists the side tables: (table_name, path, side_table).
const multikeyTable = "_ferretdb_importa_multikey"

// sideTable is one path's side table.
type sideTable struct {
	path   string
	fields []string
	name   string
}

// tableSides holds one table's side tables.
type tableSides struct {
	mu     sync.RWMutex // writers hold it read while they write; making a side table holds it
	loaded bool
	sides  map[string]*sideTable // by path

	fillsMu sync.Mutex
	fills   map[string]*fillJob // side tables being made, by path
}

// fillJob is the making of one side table, which every query that needs it waits for.
type fillJob struct {
	done chan struct{}
	s    *sideTable
	made bool
	err  error
}

type multikeyRegistry struct {
	mu     sync.Mutex
	tables map[string]*tableSides
}

var multikeys = &multikeyRegistry{tables: map[string]*tableSides{}}

func (m *multikeyRegistry) table(dbName, tableName string) *tableSides {
	m.mu.Lock()
	defer m.mu.Unlock()

	key := dbName + "\x00" + tableName

	t := m.tables[key]
	if t == nil {
		t = &tableSides{sides: map[string]*sideTable{}}
		m.tables[key] = t
	}

	return t
}

// sideTableName returns the side table's name for the path.
func sideTableName(tableName, path string) string {
	sum := sha256.Sum256([]byte(path))
	return tableName + "_importa_mk_" + hex.EncodeToString(sum[:6])
}

func ensureMultikeyTable(ctx context.Context, db *fsql.DB) error {
	q := fmt.Sprintf(`CREATE TABLE IF NOT EXISTS %q (table_name TEXT NOT NULL, path TEXT NOT NULL, side_table TEXT NOT NULL, PRIMARY KEY (table_name, path)) STRICT`, multikeyTable) //nolint:lll // for readability
	if _, err := db.ExecContext(ctx, q); err != nil {
		return lazyerrors.Error(err)
	}

	return nil
}

// load reads the table's side tables once. t.mu is held for writing.
func (t *tableSides) load(ctx context.Context, db *fsql.DB, tableName string) error {
	if t.loaded {
		return nil
	}

	if err := ensureMultikeyTable(ctx, db); err != nil {
		return err
	}

	q := fmt.Sprintf(`SELECT path, side_table FROM %q WHERE table_name = ?`, multikeyTable)

	rows, err := db.QueryContext(ctx, q, tableName)
	if err != nil {
		return lazyerrors.Error(err)
	}
	defer rows.Close()

	for rows.Next() {
		s := new(sideTable)
		if err = rows.Scan(&s.path, &s.name); err != nil {
			return lazyerrors.Error(err)
		}

		s.fields = strings.Split(s.path, ".")
		t.sides[s.path] = s
	}

	if err = rows.Err(); err != nil {
		return lazyerrors.Error(err)
	}

	t.loaded = true

	return nil
}

// forWrite returns the table's side tables, with t.mu held for reading until release is called, so
// that no side table is made while the write is under way.
func (m *multikeyRegistry) forWrite(ctx context.Context, db *fsql.DB, dbName, tableName string) ([]*sideTable, func(), error) {
	t := m.table(dbName, tableName)

	t.mu.RLock()

	for !t.loaded {
		t.mu.RUnlock()
		t.mu.Lock()
		err := t.load(ctx, db, tableName)
		t.mu.Unlock()

		if err != nil {
			return nil, nil, err
		}

		t.mu.RLock()
	}

	sides := make([]*sideTable, 0, len(t.sides))
	for _, s := range t.sides {
		sides = append(sides, s)
	}

	return sides, t.mu.RUnlock, nil
}

// existing returns the path's side table if it was made.
func (m *multikeyRegistry) existing(ctx context.Context, db *fsql.DB, dbName, tableName, path string) (*sideTable, error) {
	sides, release, err := m.forWrite(ctx, db, dbName, tableName)
	if err != nil {
		return nil, err
	}
	defer release()

	for _, s := range sides {
		if s.path == path {
			return s, nil
		}
	}

	return nil, nil
}

// ensure returns the path's side table, made and filled from the stored documents first if needed
// (made tells which).
func (m *multikeyRegistry) ensure(ctx context.Context, db *fsql.DB, dbName, tableName, path string) (s *sideTable, made bool, err error) {
	if s, err = m.existing(ctx, db, dbName, tableName, path); s != nil || err != nil {
		return s, false, err
	}

	// The side table is made apart from the query that needs it: a query stopped by its time limit
	// must not stop the fill, or on a big table every query would start it again and none would see
	// it end (each fill then starts over from an empty side table). The query waits as long as its
	// own context lets it; the fill goes on, and the next query finds it done or waits for it too.
	job := m.table(dbName, tableName).startFill(func() (*sideTable, bool, error) {
		return m.make(context.Background(), db, dbName, tableName, path)
	}, path)

	select {
	case <-job.done:
		return job.s, job.made, job.err
	case <-ctx.Done():
		return nil, false, lazyerrors.Error(context.Cause(ctx))
	}
}

// startFill returns the making of the path's side table under way, or starts it.
func (t *tableSides) startFill(makeSide func() (*sideTable, bool, error), path string) *fillJob {
	t.fillsMu.Lock()
	defer t.fillsMu.Unlock()

	if job := t.fills[path]; job != nil {
		return job
	}

	job := &fillJob{done: make(chan struct{})}

	if t.fills == nil {
		t.fills = map[string]*fillJob{}
	}

	t.fills[path] = job

	go func() {
		job.s, job.made, job.err = makeSide()

		t.fillsMu.Lock()
		delete(t.fills, path)
		t.fillsMu.Unlock()

		close(job.done)
	}()

	return job
}

// make makes the path's side table unless another call made it meanwhile; made tells which.
func (m *multikeyRegistry) make(ctx context.Context, db *fsql.DB, dbName, tableName, path string) (s *sideTable, made bool, err error) {
	t := m.table(dbName, tableName)

	t.mu.Lock()
	defer t.mu.Unlock()

	if err = t.load(ctx, db, tableName); err != nil {
		return nil, false, err
	}

	if s = t.sides[path]; s != nil {
		return s, false, nil // made by another query meanwhile
	}

	s = &sideTable{path: path, fields: strings.Split(path, "."), name: sideTableName(tableName, path)}

	if err = fillSide(ctx, db, tableName, s); err != nil {
		return nil, false, err
	}

	q := fmt.Sprintf(`INSERT INTO %q (table_name, path, side_table) VALUES (?, ?, ?)`, multikeyTable)
	if _, err = db.ExecContext(ctx, q, tableName, path, s.name); err != nil {
		return nil, false, lazyerrors.Error(err)
	}

	t.sides[path] = s

	return s, true, nil
}

// The id column has no affinity, as IDColumn: SQLite then answers `IDColumn IN (SELECT id ...)` from
// the _id index.

// fillSide makes the side table and writes the side rows of every stored document. The caller holds
// the table's lock, so no write of the table runs meanwhile and the fill can go in short
// transactions: writes to the database's other tables go on between them. A fill cut short leaves
// an unlisted side table, which the next one drops. Only the indexed field is read, not documents.
func fillSide(ctx context.Context, db *fsql.DB, tableName string, s *sideTable) error {
	for _, q := range []string{
		fmt.Sprintf(`DROP TABLE IF EXISTS %q`, s.name),
		// Indexed once filled: building an index from sorted rows is much faster than keeping it
		// through a million random inserts.
		fmt.Sprintf(`CREATE TABLE %q (k INTEGER NOT NULL, v ANY NOT NULL, id ANY NOT NULL) STRICT`, s.name),
	} {
		if _, err := db.ExecContext(ctx, q); err != nil {
			return lazyerrors.Error(err)
		}
	}

	field := s.fields[0]
	q := fmt.Sprintf(`SELECT rowid, %s, %s->'$."%s"', %s->'$."$s".p."%s"' FROM %q WHERE rowid > ? ORDER BY rowid LIMIT 2000`,
		metadata.IDColumn, metadata.DefaultColumn, field, metadata.DefaultColumn, field, tableName)

	for last := int64(-1 << 62); ; {
		type stored struct{ id, data, schema *string }

		var chunk []stored

		rows, err := db.QueryContext(ctx, q, last)
		if err != nil {
			return lazyerrors.Error(err)
		}

		for rows.Next() {
			var r stored
			if err = rows.Scan(&last, &r.id, &r.data, &r.schema); err != nil {
				rows.Close()
				return lazyerrors.Error(err)
			}

			chunk = append(chunk, r)
		}

		rows.Close()

		if err = rows.Err(); err != nil {
			return lazyerrors.Error(err)
		}

		if len(chunk) == 0 {
			break
		}

		var sources []sideSource

		for _, r := range chunk {
			if r.id == nil || r.data == nil || r.schema == nil {
				continue // no _id (never stored), or the field is missing
			}

			v, err := sjson.UnmarshalField([]byte(*r.data), []byte(*r.schema))
			if err != nil {
				return lazyerrors.Error(err)
			}

			sources = append(sources, sideSource{id: *r.id, doc: must.NotFail(types.NewDocument(field, v))})
		}

		err = db.InTransaction(ctx, func(tx *fsql.Tx) error {
			return writeSideRows(ctx, tx, []*sideTable{s}, sources)
		})
		if err != nil {
			return err
		}
	}

	for _, q := range []string{
		fmt.Sprintf(`CREATE UNIQUE INDEX %q ON %q (k, v, id)`, s.name+"_kvi", s.name),
		fmt.Sprintf(`CREATE INDEX %q ON %q (id)`, s.name+"_id", s.name),
	} {
		if _, err := db.ExecContext(ctx, q); err != nil {
			return lazyerrors.Error(err)
		}
	}

	return analyze(ctx, db, tableName, s.name)
}

// analyze gathers SQLite's statistics of the tables. Without them SQLite guesses that an equality on
// any index column finds a few rows and prefers it to `_id IN (SELECT id FROM side ...)`: for
// `{deleted: false, regions: x}` it then walked all 100,000 products of the "deleted" index.
// A sample of each index is enough to tell a side table's few rows per value from a boolean's half of
// the table, and keeps ANALYZE, which holds the database's write lock, to a moment.
func analyze(ctx context.Context, db *fsql.DB, tables ...string) error {
	return db.InTransaction(ctx, func(tx *fsql.Tx) error {
		if _, err := tx.ExecContext(ctx, `PRAGMA analysis_limit = 1000`); err != nil {
			return lazyerrors.Error(err)
		}

		for _, table := range tables {
			if _, err := tx.ExecContext(ctx, fmt.Sprintf(`ANALYZE %q`, table)); err != nil {
				return lazyerrors.Error(err)
			}
		}

		return nil
	})
}

// refreshStats analyzes a table with side tables again when its statistics are missing or its row
// count has changed more than twofold since they were gathered.
func refreshStats(ctx context.Context, db *fsql.DB, tableName string, sides []*sideTable) error {
	var rows int64
	if err := db.QueryRowContext(ctx, fmt.Sprintf(`SELECT count(*) FROM %q`, tableName)).Scan(&rows); err != nil {
		return lazyerrors.Error(err)
	}

	var stat string

	err := db.QueryRowContext(ctx, `SELECT stat FROM sqlite_stat1 WHERE tbl = ? AND idx IS NOT NULL LIMIT 1`, tableName).Scan(&stat)

	var counted int64
	if err == nil {
		_, _ = fmt.Sscan(stat, &counted)
	}

	if counted > 0 && rows <= 2*counted && counted <= 2*rows {
		return nil
	}

	tables := []string{tableName}
	for _, s := range sides {
		tables = append(tables, s.name)
	}

	return analyze(ctx, db, tables...)
}

// sideSource is a document to write side rows for, known by its _id as IDColumn gives it.
type sideSource struct {
	id  string
	doc *types.Document // the whole document, or only the side table's first field
}

// sourcesOf returns the documents with their _id texts.
func sourcesOf(docs []*types.Document) []sideSource {
	res := make([]sideSource, len(docs))
	for i, doc := range docs {
		res[i] = sideSource{id: string(must.NotFail(sjson.MarshalSingleValue(must.NotFail(doc.Get("_id"))))), doc: doc}
	}

	return res
}

// insertSideRows writes the side rows of the documents.
func insertSideRows(ctx context.Context, tx *fsql.Tx, sides []*sideTable, docs []*types.Document) error {
	if len(sides) == 0 {
		return nil
	}

	return writeSideRows(ctx, tx, sides, sourcesOf(docs))
}

// writeSideRows writes the side rows of the sources.
func writeSideRows(ctx context.Context, tx *fsql.Tx, sides []*sideTable, sources []sideSource) error {
	const rowsPerStatement = 300

	for _, s := range sides {
		var args []any

		flush := func() error {
			if len(args) == 0 {
				return nil
			}

			q := fmt.Sprintf(`INSERT OR IGNORE INTO %q (k, v, id) VALUES `, s.name) +
				strings.TrimSuffix(strings.Repeat("(?, ?, ?), ", len(args)/3), ", ")
			_, err := tx.ExecContext(ctx, q, args...)
			args = args[:0]

			if err != nil {
				return lazyerrors.Error(err)
			}

			return nil
		}

		for _, src := range sources {
			seen := map[[2]any]bool{} // a document names a value once (two lines of one seller)

			for _, v := range multikeyValues(src.doc, s.fields) {
				key := [2]any{kindOfValue(v), sideKey(sqlValue(v))}
				if seen[key] {
					continue
				}

				seen[key] = true
				args = append(args, int64(kindOfValue(v)), sqlValue(v), src.id)

				if len(args) == 3*rowsPerStatement {
					if err := flush(); err != nil {
						return err
					}
				}
			}
		}

		if err := flush(); err != nil {
			return err
		}
	}

	return nil
}

// sideKey returns the value as SQLite's unique index compares it: 1 and 1.0 are one value.
func sideKey(v any) any {
	if f, ok := v.(float64); ok && f == math.Trunc(f) && math.Abs(f) < 1<<62 {
		return int64(f)
	}

	return v
}

// deleteSideRows removes the side rows of the documents with the _id texts.
func deleteSideRows(ctx context.Context, tx *fsql.Tx, sides []*sideTable, idTexts []any) error {
	for _, s := range sides {
		for start := 0; start < len(idTexts); start += 500 {
			part := idTexts[start:min(start+500, len(idTexts))]
			q := fmt.Sprintf(`DELETE FROM %q WHERE id IN (%s)`, s.name, placeholders(len(part)))

			if _, err := tx.ExecContext(ctx, q, part...); err != nil {
				return lazyerrors.Error(err)
			}
		}
	}

	return nil
}

// multikeyValues returns the scalars a Mongo condition on the path compares with: an array on the way
// is entered once (its documents' fields followed), an array at the end gives its elements.
func multikeyValues(doc *types.Document, fields []string) []any {
	var res []any

	var follow func(v any, fields []string)
	follow = func(v any, fields []string) {
		if len(fields) == 0 {
			if arr, ok := v.(*types.Array); ok {
				for i := 0; i < arr.Len(); i++ {
					if el := must.NotFail(arr.Get(i)); sideScalar(el) {
						res = append(res, el)
					}
				}

				return
			}

			if sideScalar(v) {
				res = append(res, v)
			}

			return
		}

		switch v := v.(type) {
		case *types.Document:
			if sub, err := v.Get(fields[0]); err == nil {
				follow(sub, fields[1:])
			}
		case *types.Array:
			for i := 0; i < v.Len(); i++ {
				if d, ok := must.NotFail(v.Get(i)).(*types.Document); ok {
					if sub, err := d.Get(fields[0]); err == nil {
						follow(sub, fields[1:])
					}
				}
			}
		}
	}

	follow(doc, fields)

	return res
}

// sideScalar reports whether a side table keeps the value: the kinds a pushed condition compares with.
func sideScalar(v any) bool {
	switch kindOfValue(v) {
	case kindNumber, kindString, kindObjectID, kindBool, kindDate:
		return true
	default:
		return false
	}
}

// addMultikeyCondition translates a condition on a path with a side table. It is exact: the kinds
// are compared too, and sjson stores no NaN or infinity that SQL could not compare.
func (p *plan) addMultikeyCondition(c condition, s *sideTable) {
	var terms []string

	switch c.op {
	case "$eq", "$in":
		// One term per kind of value, so that the primary key answers each.
		byKind := map[kind][]any{}

		var order []kind

		for _, v := range c.vals {
			k := kindOfValue(v)
			if byKind[k] == nil {
				order = append(order, k)
			}

			byKind[k] = append(byKind[k], sqlValue(v))
		}

		for _, k := range order {
			terms = append(terms, "(k = ? AND v IN ("+placeholders(len(byKind[k]))+"))")
			p.args = append(p.args, int64(k))
			p.args = append(p.args, byKind[k]...)
		}

	case "$prefix":
		terms = append(terms, "(k = ? AND v >= ? AND v < ?)")
		p.args = append(p.args, int64(kindString), c.vals[0], prefixEnd(c.vals[0].(string)))

	default:
		terms = append(terms, "(k = ? AND v "+rangeSQL[c.op]+" ?)")
		p.args = append(p.args, int64(kindOfValue(c.vals[0])), sqlValue(c.vals[0]))
	}

	p.where = append(p.where, fmt.Sprintf(`%s IN (SELECT id FROM %q WHERE %s)`, metadata.IDColumn, s.name, strings.Join(terms, " OR ")))
}

// forgetSides drops a dropped table's side tables, or forgets every table of a dropped database ("").
func (m *multikeyRegistry) forgetSides(ctx context.Context, db *fsql.DB, dbName, tableName string) error {
	m.mu.Lock()
	for key := range m.tables {
		d, table, _ := strings.Cut(key, "\x00")
		if d == dbName && (tableName == "" || table == tableName) {
			delete(m.tables, key)
		}
	}
	m.mu.Unlock()

	if db == nil || tableName == "" {
		return nil
	}

	if err := ensureMultikeyTable(ctx, db); err != nil {
		return err
	}

	rows, err := db.QueryContext(ctx, fmt.Sprintf(`SELECT side_table FROM %q WHERE table_name = ?`, multikeyTable), tableName)
	if err != nil {
		return lazyerrors.Error(err)
	}

	var names []string

	for rows.Next() {
		var name string
		if err = rows.Scan(&name); err != nil {
			rows.Close()
			return lazyerrors.Error(err)
		}

		names = append(names, name)
	}

	rows.Close()

	if err = rows.Err(); err != nil {
		return lazyerrors.Error(err)
	}

	for _, name := range names {
		if _, err = db.ExecContext(ctx, fmt.Sprintf(`DROP TABLE IF EXISTS %q`, name)); err != nil {
			return lazyerrors.Error(err)
		}
	}

	if _, err = db.ExecContext(ctx, fmt.Sprintf(`DELETE FROM %q WHERE table_name = ?`, multikeyTable), tableName); err != nil {
		return lazyerrors.Error(err)
	}

	return nil
}

// prepareSideTables makes, before the first connection is accepted, every side table a query would
// make: those of indexed paths that hold arrays. A database written before side tables existed gets
// them at its first start, instead of making its first queries (and every write meanwhile) wait.
func prepareSideTables(ctx context.Context, r *metadata.Registry, l *slog.Logger) error {
	for _, dbName := range r.DatabaseList(ctx) {
		db := r.DatabaseGetExisting(ctx, dbName)
		if db == nil {
			continue
		}

		colls, err := r.CollectionList(ctx, dbName)
		if err != nil {
			return lazyerrors.Error(err)
		}

		for _, meta := range colls {
			idx := indexesOf(meta)

			var paths []string

			for path := range idx.keyed {
				if pushablePath(path) {
					paths = append(paths, path)
				}
			}

			if len(paths) == 0 {
				continue
			}

			held, err := kinds.kindsOf(ctx, db, dbName, meta, paths)
			if err != nil {
				return lazyerrors.Error(err)
			}

			for _, path := range paths {
				if !arrayOnWay(path, held) {
					continue
				}

				start := time.Now()

				_, made, err := multikeys.ensure(ctx, db, dbName, meta.TableName, path)
				if err != nil {
					return err
				}

				if !made {
					continue
				}

				l.WarnContext(ctx, "Importa: multikey side table made (once per indexed array path)",
					slog.String("db", dbName), slog.String("collection", meta.Name), slog.String("path", path),
					slog.String("took", time.Since(start).Round(time.Millisecond).String()))
			}

			sides, release, err := multikeys.forWrite(ctx, db, dbName, meta.TableName)
			if err != nil {
				return err
			}

			err = nil
			if len(sides) > 0 {
				err = refreshStats(ctx, db, meta.TableName, sides)
			}

			release()

			if err != nil {
				return err
			}
		}
	}

	return nil
}
