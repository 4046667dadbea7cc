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
	"strings"

	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// countsOnly reports whether the pipeline is `[{$match: …}, {$group: {_id: <constant>, <name>: {$sum: <number>}, …}}]`,
// as drivers send countDocuments: it reads nothing of the matching documents but their number.
func countsOnly(pipeline []any) bool {
	if len(pipeline) != 2 {
		return false
	}

	match, ok := pipeline[0].(*types.Document)
	if !ok || match.Len() != 1 || !match.Has("$match") {
		return false
	}

	stage, ok := pipeline[1].(*types.Document)
	if !ok || stage.Len() != 1 {
		return false
	}

	v, err := stage.Get("$group")
	if err != nil {
		return false
	}

	group, ok := v.(*types.Document)
	if !ok {
		return false
	}

	for _, key := range group.Keys() {
		v := must.NotFail(group.Get(key))

		if key == "_id" {
			switch id := v.(type) {
			case *types.Document, *types.Array:
				return false
			case string:
				if strings.HasPrefix(id, "$") {
					return false
				}
			}

			continue
		}

		acc, ok := v.(*types.Document)
		if !ok || acc.Len() != 1 || !acc.Has("$sum") {
			return false
		}

		switch must.NotFail(acc.Get("$sum")).(type) {
		case int32, int64, float64:
		default:
			return false
		}
	}

	return true
}
