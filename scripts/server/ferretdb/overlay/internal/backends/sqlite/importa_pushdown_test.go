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

// Importa's pushdown patch: its tests. The differential test runs one query set twice over the same
// table, once as upstream FerretDB does (every document read, filtered, sorted, skipped and limited in
// Go) and once with the patch's pushdown and the handler's steps it leaves, and wants the same
// documents in the same order.

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"math"
	"math/rand"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/FerretDB/FerretDB/internal/backends"
	"github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata"
	"github.com/FerretDB/FerretDB/internal/handler/common"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/fsql"
	"github.com/FerretDB/FerretDB/internal/util/iterator"
	"github.com/FerretDB/FerretDB/internal/util/must"
	"github.com/FerretDB/FerretDB/internal/util/state"
	"github.com/FerretDB/FerretDB/internal/util/testutil"
)

// quietLogger keeps the thousands of queries out of the test's output.
var quietLogger = slog.New(slog.NewTextHandler(io.Discard, nil))

// pushdownFixture is a table of generated documents with indexes, and the patched collection over it.
type pushdownFixture struct {
	ctx  context.Context
	r    *metadata.Registry
	coll *collection
	db   *fsql.DB
	meta *metadata.Collection
	docs []*types.Document
	rng  *rand.Rand
	uri  string
	sp   *state.Provider

	stored []*types.Document // the table as upstream reads it, read once per checkQueries
}

func newPushdownFixture(t *testing.T, n int) *pushdownFixture {
	t.Helper()

	ctx := testutil.Ctx(t)
	kinds = &kindTracker{tables: map[string]*tableKinds{}} // each test's database is new
	multikeys = &multikeyRegistry{tables: map[string]*tableSides{}}

	sp, err := state.NewProvider("")
	require.NoError(t, err)

	uri := testutil.TestSQLiteURI(t, "")
	r, err := metadata.NewRegistry(uri, 100, quietLogger, sp)
	require.NoError(t, err)
	t.Cleanup(r.Close)

	f := &pushdownFixture{ctx: ctx, r: r, rng: rand.New(rand.NewSource(42)), uri: uri, sp: sp}
	f.coll = &collection{r: r, dbName: "pushdown", name: "items"}

	for i := 0; i < n; i++ {
		f.docs = append(f.docs, f.randomDoc(i))
	}

	_, err = f.coll.InsertAll(ctx, &backends.InsertAllParams{Docs: f.docs})
	require.NoError(t, err)

	_, err = f.coll.CreateIndexes(ctx, &backends.CreateIndexesParams{Indexes: []backends.IndexInfo{
		{Name: "s_1_d_-1", Key: []backends.IndexKeyPair{{Field: "s"}, {Field: "d", Descending: true}}},
		{Name: "n_1", Key: []backends.IndexKeyPair{{Field: "n"}}},
		{Name: "o_1", Key: []backends.IndexKeyPair{{Field: "o"}}},
		// _id in a non-unique index too, as the store's product list has it: _id lookups must still take _id_.
		{Name: "b_1_d_-1__id_-1", Key: []backends.IndexKeyPair{{Field: "b"}, {Field: "d", Descending: true}, {Field: "_id", Descending: true}}},
		{Name: "nested.k_1", Key: []backends.IndexKeyPair{{Field: "nested.k"}}},
		{Name: "tags_1", Key: []backends.IndexKeyPair{{Field: "tags"}}},
		{Name: "mixed_1", Key: []backends.IndexKeyPair{{Field: "mixed"}}},
		{Name: "code_1", Key: []backends.IndexKeyPair{{Field: "code"}}, Unique: true},
		// Multikey: arrays of documents, as an order's lines, and arrays of numbers of every type.
		{Name: "lines.seller_1_d_-1", Key: []backends.IndexKeyPair{{Field: "lines.seller"}, {Field: "d", Descending: true}}},
		{Name: "lines.n_1", Key: []backends.IndexKeyPair{{Field: "lines.n"}}},
		{Name: "nums_1", Key: []backends.IndexKeyPair{{Field: "nums"}}},
	}})
	require.NoError(t, err)

	f.db = r.DatabaseGetExisting(ctx, "pushdown")
	f.meta = r.CollectionGet(ctx, "pushdown", "items")

	return f
}

var pushdownWords = []string{"alfa", "beta", "Beta", "gamma", "a<b&c", "ñandú", `comillas "dobles"`, "", "zeta"}

// randomDoc returns a document whose fields are sometimes missing, null, of another kind, or arrays.
func (f *pushdownFixture) randomDoc(i int) *types.Document {
	rng := f.rng
	doc := must.NotFail(types.NewDocument("_id", objectID(i)))

	maybe := func(p float64) bool { return rng.Float64() < p }

	if maybe(0.9) {
		doc.Set("s", pushdownWords[rng.Intn(len(pushdownWords))])
	}

	if maybe(0.9) {
		switch rng.Intn(4) {
		case 0:
			doc.Set("n", int32(rng.Intn(10)-3))
		case 1:
			doc.Set("n", int64(rng.Intn(10)-3))
		case 2:
			doc.Set("n", float64(rng.Intn(20)-6)/2)
		default:
			doc.Set("n", math.Copysign(0, -1))
		}
	}

	if maybe(0.95) {
		doc.Set("d", time.UnixMilli(1_700_000_000_000+int64(rng.Intn(50))*86_400_000).UTC())
	}

	if maybe(0.8) {
		doc.Set("o", objectID(rng.Intn(20)))
	}

	if maybe(0.8) {
		doc.Set("b", rng.Intn(2) == 0)
	} else if maybe(0.3) {
		doc.Set("b", types.Null)
	}

	if maybe(0.85) {
		doc.Set("nested", must.NotFail(types.NewDocument("k", pushdownWords[rng.Intn(4)], "m", int32(rng.Intn(3)))))
	}

	// tags is a string in most documents and an array in a few, as a multikey field.
	switch {
	case maybe(0.1):
		doc.Set("tags", must.NotFail(types.NewArray(pushdownWords[rng.Intn(4)], pushdownWords[rng.Intn(4)])))
	case maybe(0.8):
		doc.Set("tags", pushdownWords[rng.Intn(4)])
	}

	// mixed holds numbers, strings, booleans and dates.
	switch rng.Intn(5) {
	case 0:
		doc.Set("mixed", int32(rng.Intn(3)))
	case 1:
		doc.Set("mixed", fmt.Sprint(rng.Intn(3)))
	case 2:
		doc.Set("mixed", rng.Intn(2) == 0)
	case 3:
		doc.Set("mixed", time.UnixMilli(int64(rng.Intn(3))).UTC())
	}

	doc.Set("code", fmt.Sprintf("C%04d", i))

	if lines := f.randomLines(); lines != nil {
		doc.Set("lines", lines)
	}

	if maybe(0.7) {
		nums := must.NotFail(types.NewArray())
		for j := rng.Intn(4); j > 0; j-- {
			nums.Append([]any{int32(rng.Intn(6)), float64(rng.Intn(12)) / 2, int64(rng.Intn(6)), math.Copysign(0, -1), "3"}[rng.Intn(5)])
		}

		if rng.Intn(4) == 0 {
			doc.Set("nums", int64(rng.Intn(6))) // a scalar on a multikey path
		} else {
			doc.Set("nums", nums)
		}
	}

	return doc
}

// randomLines returns an order's lines: mostly an array of documents, sometimes one document, an array
// in an array, a seller array, or documents without a seller.
func (f *pushdownFixture) randomLines() any {
	rng := f.rng

	line := func() *types.Document {
		d := must.NotFail(types.NewDocument())

		switch rng.Intn(8) {
		case 0: // no seller
		case 1:
			d.Set("seller", must.NotFail(types.NewArray(objectID(rng.Intn(6)), objectID(rng.Intn(6)))))
		case 2:
			d.Set("seller", fmt.Sprint(rng.Intn(3)))
		case 3:
			d.Set("seller", types.Null)
		default:
			d.Set("seller", objectID(rng.Intn(6)))
		}

		if rng.Intn(3) > 0 {
			d.Set("n", []any{int32(rng.Intn(5)), float64(rng.Intn(10)) / 2, int64(rng.Intn(5)), "2"}[rng.Intn(4)])
		}

		return d
	}

	switch rng.Intn(10) {
	case 0:
		return nil
	case 1:
		return line()
	case 2:
		return must.NotFail(types.NewArray(must.NotFail(types.NewArray(line()))))
	case 3:
		return must.NotFail(types.NewArray())
	default:
		arr := must.NotFail(types.NewArray())
		for j := rng.Intn(3) + 1; j > 0; j-- {
			arr.Append(line())
		}

		return arr
	}
}

func objectID(i int) types.ObjectID {
	return types.ObjectID{0x65, 0, 0, 0, 0, 0, 0, 0, 0, 0, byte(i >> 8), byte(i)}
}

// pushdownQuery is one query of the set.
type pushdownQuery struct {
	filter      *types.Document
	sort        *types.Document
	skip, limit int64
}

func (q pushdownQuery) String() string {
	sort := "none"
	if q.sort != nil {
		sort = types.FormatAnyValue(q.sort)
	}

	return fmt.Sprintf("filter=%s sort=%s skip=%d limit=%d", types.FormatAnyValue(q.filter), sort, q.skip, q.limit)
}

// sampleValue returns a value some document holds on the path, or one none holds.
func (f *pushdownFixture) sampleValue(path string) any {
	if f.rng.Intn(8) == 0 {
		return []any{"nadie", int32(99), objectID(999), true, time.UnixMilli(5).UTC()}[f.rng.Intn(5)]
	}

	for tries := 0; tries < 20; tries++ {
		vals := multikeyValues(f.docs[f.rng.Intn(len(f.docs))], strings.Split(path, "."))
		if len(vals) > 0 {
			return vals[f.rng.Intn(len(vals))]
		}
	}

	return "nadie"
}

// randomRegex returns a $regex condition: mostly the start of a value of the path (an anchored
// literal, pushed as a range of texts), at times with options or a pattern that is not a literal.
func (f *pushdownFixture) randomRegex(path string) *types.Document {
	rng := f.rng

	s, ok := f.sampleValue(path).(string)
	if !ok || s == "" {
		s = []string{"a", "ni", "ñandú", "x.y", "1"}[rng.Intn(5)]
	}

	runes := []rune(s)
	prefix := string(runes[:1+rng.Intn(len(runes))])
	pattern := "^" + regexp.QuoteMeta(prefix)

	switch rng.Intn(6) {
	case 0:
		pattern = regexp.QuoteMeta(prefix) // unanchored
	case 1:
		pattern += "."
	case 2:
		return must.NotFail(types.NewDocument("$regex", pattern, "$options", []string{"", "i", "m"}[rng.Intn(3)]))
	}

	return must.NotFail(types.NewDocument("$regex", pattern))
}

var pushdownPaths = []string{"_id", "s", "n", "d", "o", "b", "nested.k", "nested.m", "tags", "mixed", "code", "lines.seller", "lines.n", "nums", "absent"}

// randomQuery returns a query of one to three conditions, maybe sorted, skipped and limited.
func (f *pushdownFixture) randomQuery() pushdownQuery {
	rng := f.rng
	filter := must.NotFail(types.NewDocument())

	for c := rng.Intn(3) + 1; c > 0; c-- {
		path := pushdownPaths[rng.Intn(len(pushdownPaths))]

		switch rng.Intn(8) {
		case 0:
			filter.Set(path, f.sampleValue(path))
		case 7:
			filter.Set(path, f.randomRegex(path))
		case 6:
			filter.Set(path, must.NotFail(types.NewDocument("$ne", f.sampleValue(path))))
		case 1:
			list := must.NotFail(types.NewArray())
			for i := rng.Intn(4); i > 0; i-- { // an empty list too: it matches nothing
				list.Append(f.sampleValue(path))
			}

			filter.Set(path, must.NotFail(types.NewDocument("$in", list)))
		case 2:
			filter.Set(path, must.NotFail(types.NewDocument("$eq", f.sampleValue(path))))
		default:
			ops := []string{"$gt", "$gte", "$lt", "$lte"}
			cond := must.NotFail(types.NewDocument(ops[rng.Intn(4)], f.sampleValue(path)))

			if rng.Intn(2) == 0 {
				cond.Set(ops[rng.Intn(4)], f.sampleValue(path))
			}

			filter.Set(path, cond)
		}
	}

	if rng.Intn(10) == 0 {
		filter.Set("$comment", "con comentario")
	}

	q := pushdownQuery{filter: filter}

	if rng.Intn(3) > 0 {
		dir := func() int64 { return int64(rng.Intn(2)*2 - 1) }
		q.sort = must.NotFail(types.NewDocument(pushdownPaths[rng.Intn(len(pushdownPaths)-1)], dir()))

		if !q.sort.Has("_id") {
			q.sort.Set("_id", dir()) // a total order: ties would make skip and limit ambiguous
		}
	}

	if q.sort != nil && rng.Intn(2) == 0 {
		q.skip = int64(rng.Intn(5))
		q.limit = int64(rng.Intn(8))
	}

	return q
}

// upstream answers the query as unpatched FerretDB does: every document read and handled in Go.
func (f *pushdownFixture) upstream(t *testing.T, q pushdownQuery) []*types.Document {
	t.Helper()

	if f.stored == nil {
		res, err := f.coll.Query(f.ctx, &backends.QueryParams{})
		require.NoError(t, err)

		f.stored, err = iterator.ConsumeValues(res.Iter)
		require.NoError(t, err)
	}

	return handleDocs(t, append([]*types.Document(nil), f.stored...), q, false, false, false)
}

// patched answers the query with the pushdown, and only the handler's steps the backend left.
func (f *pushdownFixture) patched(t *testing.T, q pushdownQuery) (*backends.QueryResult, []*types.Document) {
	t.Helper()

	res, err := f.coll.Query(f.ctx, &backends.QueryParams{
		Filter: q.filter, SortHint: q.sort, SkipHint: q.skip, LimitHint: q.limit,
	})
	require.NoError(t, err)

	return res, handle(t, res, withResidual(q, res), res.FilterApplied, res.Sorted, res.SkippedLimited)
}

// withResidual is the query with only the part of its filter the backend left to the handler.
func withResidual(q pushdownQuery, res *backends.QueryResult) pushdownQuery {
	if res.Residual != nil {
		q.filter = res.Residual
	}

	return q
}

// handle does what the handler does after the backend: filter, sort, skip and limit.
func handle(t *testing.T, res *backends.QueryResult, q pushdownQuery, filtered, sorted, skipped bool) []*types.Document {
	t.Helper()

	all, err := iterator.ConsumeValues(res.Iter)
	require.NoError(t, err)

	return handleDocs(t, all, q, filtered, sorted, skipped)
}

func handleDocs(t *testing.T, all []*types.Document, q pushdownQuery, filtered, sorted, skipped bool) []*types.Document {
	t.Helper()

	var docs []*types.Document

	for _, doc := range all {
		ok := true
		if !filtered {
			var err error

			ok, err = common.FilterDocument(doc, q.filter)
			require.NoError(t, err)
		}

		if ok {
			docs = append(docs, doc)
		}
	}

	if !sorted && q.sort.Len() > 0 {
		require.NoError(t, common.SortDocuments(docs, q.sort))
	}

	if !skipped {
		docs = docs[min(int(q.skip), len(docs)):]
	}

	if q.limit > 0 {
		docs = docs[:min(int(q.limit), len(docs))]
	}

	return docs
}

func ids(docs []*types.Document) []string {
	res := make([]string, len(docs))
	for i, doc := range docs {
		res[i] = types.FormatAnyValue(must.NotFail(doc.Get("_id")))
	}

	return res
}

// checkQueries runs the query set both ways and wants the same answers.
func (f *pushdownFixture) checkQueries(t *testing.T, count int) (pushed, exact, sorted int) {
	t.Helper()

	f.stored = nil // written since

	for i := 0; i < count; i++ {
		q := f.randomQuery()

		want := f.upstream(t, q)
		res, got := f.patched(t, q)
		if q.sort == nil {
			// Without a sort, Mongo promises no order, and SQL returns an index's.
			require.ElementsMatch(t, ids(want), ids(got), "%s", q)
		} else {
			require.Equal(t, ids(want), ids(got), "%s", q)
		}

		if res.FilterApplied {
			exact++
		}

		if res.Sorted {
			sorted++
		}

		pq, err := f.coll.prepareQuery(f.ctx, f.db, f.meta, &backends.QueryParams{Filter: q.filter})
		require.NoError(t, err)

		if strings.Contains(pq.q, " WHERE ") {
			pushed++
		}

		// A find that needs only some fields gets the same documents with those fields: all the filter
		// reads (Fields), or besides the result's (ResultFields) only those of what is left to filter.
		extra := pushdownPaths[f.rng.Intn(len(pushdownPaths))]
		fields := queryFields(q, extra)
		result := queryFields(pushdownQuery{sort: q.sort}, extra)

		for _, params := range []*backends.QueryParams{{Fields: fields}, {Fields: fields, ResultFields: result}} {
			params.Filter, params.SortHint, params.SkipHint, params.LimitHint = q.filter, q.sort, q.skip, q.limit

			resFields, err := f.coll.Query(f.ctx, params)
			require.NoError(t, err)

			gotFields := handle(t, resFields, withResidual(q, resFields), resFields.FilterApplied, resFields.Sorted, resFields.SkippedLimited)
			require.Equal(t, ids(got), ids(gotFields), "%s with fields %v / %v", q, params.Fields, params.ResultFields)

			kept := fields
			if params.ResultFields != nil {
				kept = result
			}

			for i, doc := range gotFields {
				require.Equal(t, onlyFields(got[i], kept), onlyFields(doc, kept), "%s with fields %v / %v", q, params.Fields, params.ResultFields)
			}
		}

		// A count needs no documents where the filter is applied by SQL, and counts the same.
		countRes, err := f.coll.Query(f.ctx, &backends.QueryParams{Filter: q.filter, CountOnly: true})
		require.NoError(t, err)

		counted := handle(t, countRes, pushdownQuery{filter: q.filter}, countRes.FilterApplied, false, false)
		all := f.upstream(t, pushdownQuery{filter: q.filter})
		require.Len(t, counted, len(all), "count of %s", q)
		require.Equal(t, countRes.FilterApplied, countRes.Empty, "%s", q)
	}

	return
}

// queryFields gives the top-level fields a query reads, _id and extra (as the handler's
// neededFields would ask for with a projection of extra).
func queryFields(q pushdownQuery, extra string) []string {
	fields := []string{"_id", strings.Split(extra, ".")[0]}

	var walk func(filter *types.Document)
	walk = func(filter *types.Document) {
		for _, key := range filter.Keys() {
			if arr, ok := must.NotFail(filter.Get(key)).(*types.Array); ok && strings.HasPrefix(key, "$") {
				for i := 0; i < arr.Len(); i++ {
					walk(must.NotFail(arr.Get(i)).(*types.Document))
				}

				continue
			}

			fields = append(fields, strings.Split(key, ".")[0])
		}
	}

	walk(q.filter)

	for _, key := range q.sort.Keys() {
		fields = append(fields, strings.Split(key, ".")[0])
	}

	return fields
}

// onlyFields copies doc with only the given top-level fields, in doc's order.
func onlyFields(doc *types.Document, fields []string) *types.Document {
	res := must.NotFail(types.NewDocument())

	for _, key := range doc.Keys() {
		if slices.Contains(fields, key) {
			res.Set(key, must.NotFail(doc.Get(key)))
		}
	}

	res.SetRecordID(doc.RecordID())

	return res
}

func TestPushdownDifferential(t *testing.T) {
	f := newPushdownFixture(t, 250)

	pushed, exact, sorted := f.checkQueries(t, 400)
	t.Logf("400 queries: %d with a WHERE, %d exact, %d sorted by SQL", pushed, exact, sorted)

	// The set must exercise the pushdown, not only the fallbacks.
	assert.Greater(t, pushed, 300)
	assert.Greater(t, exact, 100)
	assert.Greater(t, sorted, 60) // only those with a limit (or an exact skip) are sorted by SQL

	var sides int
	require.NoError(t, f.db.QueryRowContext(f.ctx, fmt.Sprintf(`SELECT count(*) FROM %q`, multikeyTable)).Scan(&sides))
	assert.Equal(t, 4, sides, "side tables for tags, lines.seller, lines.n and nums")

	t.Run("AfterRestart", func(t *testing.T) {
		// A new process reads the kinds and the side tables the file keeps.
		kinds = &kindTracker{tables: map[string]*tableKinds{}}
		multikeys = &multikeyRegistry{tables: map[string]*tableSides{}}
		f.checkQueries(t, 150)
	})

	t.Run("MultikeyWrites", func(t *testing.T) {
		// Inserts, updates and deletes keep the side tables in step.
		added := must.NotFail(types.NewDocument(
			"_id", objectID(6000),
			"lines", must.NotFail(types.NewArray(must.NotFail(types.NewDocument("seller", objectID(77), "n", int32(40))))),
			"nums", must.NotFail(types.NewArray(int32(41), 2.5)),
			"code", "C6000",
		))
		_, err := f.coll.InsertAll(f.ctx, &backends.InsertAllParams{Docs: []*types.Document{added}})
		require.NoError(t, err)
		f.docs = append(f.docs, added)

		for i := 10; i < 30; i++ {
			changed := f.docs[i].DeepCopy()
			if lines := f.randomLines(); lines != nil {
				changed.Set("lines", lines)
			} else {
				changed.Remove("lines")
			}

			changed.Set("tags", must.NotFail(types.NewArray("omega", pushdownWords[i%4])))
			_, err = f.coll.UpdateAll(f.ctx, &backends.UpdateAllParams{Docs: []*types.Document{changed}})
			require.NoError(t, err)
			f.docs[i] = changed
		}

		var gone []any
		for i := 40; i < 60; i++ {
			gone = append(gone, must.NotFail(f.docs[i].Get("_id")))
		}

		_, err = f.coll.DeleteAll(f.ctx, &backends.DeleteAllParams{IDs: gone})
		require.NoError(t, err)
		f.docs = append(f.docs[:40], f.docs[60:]...)

		f.checkQueries(t, 200)

		for _, filter := range []*types.Document{
			must.NotFail(types.NewDocument("lines.seller", objectID(77))),
			must.NotFail(types.NewDocument("nums", must.NotFail(types.NewDocument("$gt", int32(40))))),
		} {
			_, got := f.patched(t, pushdownQuery{filter: filter})
			assert.Equal(t, []string{types.FormatAnyValue(objectID(6000))}, ids(got), "%s", types.FormatAnyValue(filter))
		}

		var orphans int
		q := fmt.Sprintf(`SELECT count(*) FROM %q WHERE id NOT IN (SELECT %s FROM %q)`,
			sideTableName(f.meta.TableName, "lines.seller"), metadata.IDColumn, f.meta.TableName)
		require.NoError(t, f.db.QueryRowContext(f.ctx, q).Scan(&orphans))
		assert.Zero(t, orphans, "deleted documents leave no side rows")
	})

	t.Run("WrittenByUpstream", func(t *testing.T) {
		// A table written before the patch keeps no kinds: they come from a scan of the stored schemas.
		_, err := f.db.ExecContext(f.ctx, fmt.Sprintf(`DELETE FROM %q`, kindsTable))
		require.NoError(t, err)

		kinds = &kindTracker{tables: map[string]*tableKinds{}}
		f.checkQueries(t, 150)

		var scanned int
		require.NoError(t, f.db.QueryRowContext(f.ctx, fmt.Sprintf(`SELECT count(*) FROM %q`, kindsTable)).Scan(&scanned))
		assert.Greater(t, scanned, 5, "the scanned kinds are kept")
	})

	t.Run("ArraysWrittenLater", func(t *testing.T) {
		// Paths that held only scalars now hold arrays, by insert and by update: SQL must stop dropping them.
		later := must.NotFail(types.NewDocument(
			"_id", objectID(5000),
			"s", must.NotFail(types.NewArray("alfa", "omega")),
			"n", must.NotFail(types.NewArray(int32(1), 7.5)),
			"o", must.NotFail(types.NewArray(objectID(3))),
			"nested", must.NotFail(types.NewArray(must.NotFail(types.NewDocument("k", "alfa")))),
			"code", "C9999",
		))
		_, err := f.coll.InsertAll(f.ctx, &backends.InsertAllParams{Docs: []*types.Document{later}})
		require.NoError(t, err)
		f.docs = append(f.docs, later)

		changed := f.docs[7].DeepCopy()
		changed.Set("d", must.NotFail(types.NewArray(time.UnixMilli(1_700_000_000_000).UTC())))
		changed.Set("b", must.NotFail(types.NewArray(true)))
		_, err = f.coll.UpdateAll(f.ctx, &backends.UpdateAllParams{Docs: []*types.Document{changed}})
		require.NoError(t, err)
		f.docs[7] = changed

		f.checkQueries(t, 200)

		for _, filter := range []*types.Document{
			must.NotFail(types.NewDocument("s", "omega")),
			must.NotFail(types.NewDocument("n", must.NotFail(types.NewDocument("$gt", int32(7))))),
			must.NotFail(types.NewDocument("nested.k", "alfa", "code", "C9999")),
		} {
			_, got := f.patched(t, pushdownQuery{filter: filter})
			assert.Contains(t, ids(got), types.FormatAnyValue(objectID(5000)), "%s", types.FormatAnyValue(filter))
		}
	})
}

func TestPushdownUsesIndexes(t *testing.T) {
	f := newPushdownFixture(t, 200)

	for _, tc := range []struct {
		filter *types.Document
		sort   *types.Document
		index  string
	}{
		{filter: must.NotFail(types.NewDocument("_id", objectID(3), "n", must.NotFail(types.NewDocument("$gte", int32(0))))), index: "_id_"},
		{filter: must.NotFail(types.NewDocument("_id", must.NotFail(types.NewDocument("$in", must.NotFail(types.NewArray(objectID(1), objectID(2))))))), index: "_id_"},
		{filter: must.NotFail(types.NewDocument("code", "C0007")), index: "code_1"},
		{filter: must.NotFail(types.NewDocument("s", "alfa")), sort: must.NotFail(types.NewDocument("d", int64(-1))), index: "s_1_d_-1"},
		{filter: must.NotFail(types.NewDocument("n", must.NotFail(types.NewDocument("$gt", int32(2), "$lte", 4.5)))), index: "n_1"},
		{filter: must.NotFail(types.NewDocument("o", objectID(4))), index: "o_1"},
		{filter: must.NotFail(types.NewDocument("b", false)), sort: must.NotFail(types.NewDocument("d", int64(-1), "_id", int64(-1))), index: "b_1_d_-1__id_-1"},
		{filter: must.NotFail(types.NewDocument("nested.k", "beta")), index: "nested.k_1"},
		{filter: must.NotFail(types.NewDocument("nested.k", must.NotFail(types.NewDocument("$regex", "^be")))), index: "nested.k_1"},
		{filter: must.NotFail(types.NewDocument("lines.seller", objectID(2))), index: "_id_"},
		// With the statistics a fill gathers, the side table leads, not the index of a boolean.
		{filter: must.NotFail(types.NewDocument("b", false, "lines.seller", objectID(2))), index: "_id_"},
	} {
		pq, err := f.coll.prepareQuery(f.ctx, f.db, f.meta, &backends.QueryParams{Filter: tc.filter, SortHint: tc.sort, LimitHint: 10})
		require.NoError(t, err)

		plan := explain(t, f, pq)
		assert.Contains(t, plan, "USING INDEX "+f.meta.TableName+"_"+tc.index, "%s\n%s", pq.q, plan)
		assert.NotContains(t, plan, "SCAN", "%s\n%s", pq.q, plan)

		if tc.filter.Has("lines.seller") {
			side := sideTableName(f.meta.TableName, "lines.seller")
			assert.Contains(t, plan, "SEARCH "+side+" USING COVERING INDEX "+side+"_kvi (k=? AND v=?)", plan)
			assert.True(t, pq.exact, pq.q)
		}

		if _, ok := must.NotFail(tc.filter.Get(tc.filter.Keys()[0])).(*types.Document); ok && tc.filter.Has("nested.k") {
			assert.Contains(t, plan, "(<expr>>? AND <expr><?)", plan) // a range on the index, not a scan
		}

		if tc.sort != nil {
			assert.True(t, pq.sorted, pq.q)
			assert.NotContains(t, plan, "USE TEMP B-TREE FOR ORDER BY", "the index gives the order")
		}
	}

	t.Run("EmptyIn", func(t *testing.T) {
		// `$in: []` matches nothing: SQL answers it without reading the table, exactly.
		filter := must.NotFail(types.NewDocument("o", must.NotFail(types.NewDocument("$in", must.NotFail(types.NewArray())))))
		pq, err := f.coll.prepareQuery(f.ctx, f.db, f.meta, &backends.QueryParams{Filter: filter})
		require.NoError(t, err)
		assert.True(t, pq.exact, pq.q)
		assert.Contains(t, pq.q, "WHERE 0", pq.q)

		_, got := f.patched(t, pushdownQuery{filter: filter})
		assert.Empty(t, got)
	})

	t.Run("UpdateAndDeleteByID", func(t *testing.T) {
		// Upstream spelled _id differently from its index in UPDATE and DELETE: each read the table.
		for _, q := range []string{
			fmt.Sprintf(`UPDATE %q SET %s = %s WHERE %s = ?`, f.meta.TableName, metadata.DefaultColumn, metadata.DefaultColumn, metadata.IDColumn),
			fmt.Sprintf(`DELETE FROM %q WHERE %s IN (?)`, f.meta.TableName, metadata.IDColumn),
		} {
			plan := explain(t, f, &preparedQuery{q: q, args: []any{`"x"`}})
			assert.Contains(t, plan, "USING INDEX "+f.meta.TableName+"__id_", q)
		}
	})
}

func TestLiteralPrefix(t *testing.T) {
	t.Parallel()

	for pattern, expected := range map[any]any{
		"^samsung":    "samsung",
		"^a\\-b\\.c":  "a-b.c",
		"^ñandú 32\"": "ñandú 32\"",
		"samsung":     nil, // not anchored
		"^":           nil,
		"^a.":         nil,
		"^a+":         nil,
		"^a|b":        nil,
		"^(a)":        nil,
		"^a$":         nil,
		"^\\d":        nil,
		"^a\\":        nil,
		"^\\\xc3":     nil,
		int32(1):      nil,
	} {
		prefix, ok := literalPrefix(pattern)
		if expected == nil {
			assert.False(t, ok, "%v", pattern)
			continue
		}

		assert.True(t, ok, "%v", pattern)
		assert.Equal(t, expected, prefix)
	}
}

func explain(t *testing.T, f *pushdownFixture, pq *preparedQuery) string {
	t.Helper()

	rows, err := f.db.QueryContext(f.ctx, "EXPLAIN QUERY PLAN "+pq.q, pq.args...)
	require.NoError(t, err)

	defer rows.Close()

	var lines []string

	for rows.Next() {
		var id, parent, notused int
		var detail string
		require.NoError(t, rows.Scan(&id, &parent, &notused, &detail))
		lines = append(lines, detail)
	}

	require.NoError(t, rows.Err())

	return strings.Join(lines, "\n")
}

func TestPushdownRebuildsUpstreamIndexes(t *testing.T) {
	f := newPushdownFixture(t, 20)

	// An index as upstream FerretDB creates it, on the JSON text.
	name := f.meta.TableName + "_n_1"
	_, err := f.db.ExecContext(f.ctx, fmt.Sprintf(`DROP INDEX %q`, name))
	require.NoError(t, err)
	_, err = f.db.ExecContext(f.ctx, fmt.Sprintf(`CREATE INDEX %q ON %q (%s)`, name, f.meta.TableName, metadata.JSONExpr("n")))
	require.NoError(t, err)

	// The next start of the database rebuilds it on the SQL value.
	f.r.Close()
	r, err := metadata.NewRegistry(f.uri, 100, quietLogger, f.sp)
	require.NoError(t, err)
	t.Cleanup(r.Close)

	f.db = r.DatabaseGetExisting(f.ctx, "pushdown")
	require.NotNil(t, f.db)

	var sql string
	require.NoError(t, f.db.QueryRowContext(f.ctx, `SELECT sql FROM sqlite_master WHERE name = ?`, name).Scan(&sql))
	assert.Equal(t, metadata.IndexSQL(f.meta.TableName, f.meta.Settings.Indexes[2]), sql)
	assert.Contains(t, sql, "->>")

	var unique string
	require.NoError(t, f.db.QueryRowContext(f.ctx, `SELECT sql FROM sqlite_master WHERE name = ?`, f.meta.TableName+"_code_1").Scan(&unique))
	assert.Contains(t, unique, metadata.JSONExpr("code"), "unique indexes keep the JSON text")
}

func TestPushdownPreparesSideTablesAtStart(t *testing.T) {
	f := newPushdownFixture(t, 60)

	// A database from before side tables: none made yet, none listed.
	require.NoError(t, multikeys.forgetSides(f.ctx, f.db, "pushdown", f.meta.TableName))

	multikeys = &multikeyRegistry{tables: map[string]*tableSides{}}
	kinds = &kindTracker{tables: map[string]*tableKinds{}}

	require.NoError(t, prepareSideTables(f.ctx, f.r, quietLogger))

	var paths []string

	rows, err := f.db.QueryContext(f.ctx, fmt.Sprintf(`SELECT path FROM %q ORDER BY path`, multikeyTable))
	require.NoError(t, err)

	for rows.Next() {
		var path string
		require.NoError(t, rows.Scan(&path))
		paths = append(paths, path)
	}

	require.NoError(t, rows.Err())
	rows.Close()

	// The indexed paths that hold arrays, and no other: scalar paths keep their own indexes.
	assert.Equal(t, []string{"lines.n", "lines.seller", "nums", "tags"}, paths)

	var stats int
	require.NoError(t, f.db.QueryRowContext(f.ctx, `SELECT count(*) FROM sqlite_stat1 WHERE tbl = ?`, f.meta.TableName).Scan(&stats))
	assert.Positive(t, stats, "the table's statistics are gathered")

	f.checkQueries(t, 100)
}

// A query that needs a side table not made yet starts its making, but a query stopped meanwhile (by
// its time limit) must not stop it: on a big table every query would start the fill again and none
// would see it end.
func TestSideTableOutlivesTheQueryThatStartedIt(t *testing.T) {
	f := newPushdownFixture(t, 60)

	require.NoError(t, multikeys.forgetSides(f.ctx, f.db, "pushdown", f.meta.TableName))

	multikeys = &multikeyRegistry{tables: map[string]*tableSides{}}

	// A write under way holds the fill back, long enough for the query's time limit to pass.
	_, release, err := multikeys.forWrite(f.ctx, f.db, "pushdown", f.meta.TableName)
	require.NoError(t, err)

	limited, cancel := context.WithTimeout(f.ctx, 50*time.Millisecond)
	defer cancel()

	_, _, err = multikeys.ensure(limited, f.db, "pushdown", f.meta.TableName, "tags")
	require.ErrorIs(t, err, context.DeadlineExceeded)

	release()

	// Nothing else asks for it: the fill the stopped query started ends on its own.
	require.Eventually(t, func() bool {
		s, err := multikeys.existing(f.ctx, f.db, "pushdown", f.meta.TableName, "tags")
		require.NoError(t, err)

		return s != nil
	}, 30*time.Second, 10*time.Millisecond)

	f.checkQueries(t, 50)
}
