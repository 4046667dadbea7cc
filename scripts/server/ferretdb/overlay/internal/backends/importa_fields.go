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

package backends

import (
	"strings"

	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// FilterFields gives the top-level fields a filter reads, and whether it could tell: false for an
// operator that may read any field ($expr, $where and the like). Importa's pushdown patch.
func FilterFields(filter *types.Document) ([]string, bool) {
	var fields []string

	for _, key := range filter.Keys() {
		switch key {
		case "$and", "$or", "$nor":
			arr, ok := must.NotFail(filter.Get(key)).(*types.Array)
			if !ok {
				return nil, false
			}

			for i := 0; i < arr.Len(); i++ {
				sub, ok := must.NotFail(arr.Get(i)).(*types.Document)
				if !ok {
					return nil, false
				}

				subFields, ok := FilterFields(sub)
				if !ok {
					return nil, false
				}

				fields = append(fields, subFields...)
			}
		case "$comment":
		default:
			if strings.HasPrefix(key, "$") {
				return nil, false
			}

			fields = append(fields, TopLevelField(key))
		}
	}

	return fields, true
}

// TopLevelField gives the first element of a dotted path.
func TopLevelField(path string) string {
	if i := strings.IndexByte(path, '.'); i >= 0 {
		return path[:i]
	}

	return path
}
