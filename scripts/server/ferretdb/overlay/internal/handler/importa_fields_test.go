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

package handler

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/FerretDB/FerretDB/internal/handler/common"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// Importa's pushdown patch: the fields a find asks the backend to decode.
func TestNeededFields(t *testing.T) {
	t.Parallel()

	doc := func(pairs ...any) *types.Document { return must.NotFail(types.NewDocument(pairs...)) }
	arr := func(values ...any) *types.Array { return must.NotFail(types.NewArray(values...)) }

	for name, tc := range map[string]struct {
		params   common.FindParams
		expected []string // nil: every field
	}{
		"NoProjection": {
			params: common.FindParams{Filter: doc("a", int32(1))},
		},
		"Inclusion": {
			params:   common.FindParams{Projection: doc("name", int32(1), "lines.price", true, "n", 1.0)},
			expected: []string{"_id", "lines", "n", "name"},
		},
		"FilterAndSortFields": {
			params: common.FindParams{
				Projection: doc("createdAt", int64(1), "_id", false),
				Filter:     doc("lines.seller", "x", "$or", arr(doc("status", "a"), doc("$and", arr(doc("total", doc("$gt", 1.0))))), "$comment", "c"),
				Sort:       doc("updatedAt.day", int32(-1)),
			},
			expected: []string{"_id", "createdAt", "lines", "status", "total", "updatedAt"},
		},
		"OnlyIDExcluded": {
			params: common.FindParams{Projection: doc("_id", int32(0))},
		},
		"Exclusion": {
			params: common.FindParams{Projection: doc("description", int32(0))},
		},
		"Positional": {
			params: common.FindParams{Projection: doc("lines.$", int32(1))},
		},
		"ElemMatch": {
			params: common.FindParams{Projection: doc("lines", doc("$elemMatch", doc("n", int32(1))))},
		},
		"Expression": {
			params: common.FindParams{Projection: doc("name", "$other")},
		},
		"ExprFilter": {
			params: common.FindParams{Projection: doc("name", int32(1)), Filter: doc("$expr", doc("$eq", arr("$a", "$b")))},
		},
		"NaturalSort": {
			params: common.FindParams{Projection: doc("name", int32(1)), Sort: doc("$natural", int32(1))},
		},
	} {
		tc := tc

		t.Run(name, func(t *testing.T) {
			t.Parallel()

			actual, _ := neededFields(&tc.params)
			if tc.expected == nil {
				assert.Nil(t, actual)
				return
			}

			slices.Sort(actual)
			assert.Equal(t, tc.expected, actual)
		})
	}
}

func TestFilterFields(t *testing.T) {
	t.Parallel()

	doc := func(pairs ...any) *types.Document { return must.NotFail(types.NewDocument(pairs...)) }
	arr := func(values ...any) *types.Array { return must.NotFail(types.NewArray(values...)) }

	fields := filterFields(doc("lines.seller", "x", "$nor", arr(doc("status", "a")), "deleted", false))
	slices.Sort(fields)
	assert.Equal(t, []string{"_id", "deleted", "lines", "status"}, fields)

	assert.Equal(t, []string{"_id"}, filterFields(nil))
	assert.Nil(t, filterFields(doc("$where", "this.a > 1")))
	assert.Nil(t, filterFields(doc("$or", "not an array")))
}
