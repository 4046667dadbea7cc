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
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// Importa's pushdown patch: which pipelines may be counted without reading documents.
func TestCountsOnly(t *testing.T) {
	doc := func(pairs ...any) *types.Document { return must.NotFail(types.NewDocument(pairs...)) }
	match := doc("$match", doc("status", "Solicitado"))

	for name, tc := range map[string]struct {
		pipeline []any
		want     bool
	}{
		"countDocuments":      {[]any{match, doc("$group", doc("_id", int32(1), "n", doc("$sum", int32(1))))}, true},
		"constant string id":  {[]any{match, doc("$group", doc("_id", "todos", "n", doc("$sum", 1.0)))}, true},
		"null id":             {[]any{match, doc("$group", doc("_id", types.Null, "n", doc("$sum", int64(1))))}, true},
		"grouped by a field":  {[]any{match, doc("$group", doc("_id", "$status", "n", doc("$sum", int32(1))))}, false},
		"sums a field":        {[]any{match, doc("$group", doc("_id", int32(1), "total", doc("$sum", "$total")))}, false},
		"another accumulator": {[]any{match, doc("$group", doc("_id", int32(1), "n", doc("$max", int32(1))))}, false},
		"no $match first":     {[]any{doc("$sort", doc("a", int32(1))), doc("$group", doc("_id", int32(1), "n", doc("$sum", int32(1))))}, false},
		"more stages":         {[]any{match, doc("$group", doc("_id", int32(1), "n", doc("$sum", int32(1)))), doc("$limit", int32(1))}, false},
		"$match alone":        {[]any{match}, false},
		"no $group second":    {[]any{match, doc("$project", doc("a", int32(1)))}, false},
	} {
		t.Run(name, func(t *testing.T) {
			assert.Equal(t, tc.want, countsOnly(tc.pipeline))
		})
	}
}
