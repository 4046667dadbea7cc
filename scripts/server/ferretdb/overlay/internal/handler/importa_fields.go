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

	"github.com/FerretDB/FerretDB/internal/backends"
	"github.com/FerretDB/FerretDB/internal/handler/common"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// Importa's pushdown patch: which top-level fields a query asks the backend to decode.

// resultFields gives the top-level fields a find needs besides those its filter reads: those its
// projection keeps, those its sort reads, and _id; nil when it needs them all: no projection, one
// that excludes fields, or one or a sort this does not understand.
func resultFields(params *common.FindParams) []string {
	if params.Projection.Len() == 0 {
		return nil
	}

	set := map[string]struct{}{"_id": {}}
	included := 0

	for _, key := range params.Projection.Keys() {
		if strings.Contains(key, "$") {
			return nil
		}

		var include bool

		switch v := must.NotFail(params.Projection.Get(key)).(type) {
		case bool:
			include = v
		case int32:
			include = v != 0
		case int64:
			include = v != 0
		case float64:
			include = v != 0
		default:
			return nil // $elemMatch, $slice, expressions
		}

		if !include {
			if key == "_id" {
				continue
			}

			return nil
		}

		included++
		set[backends.TopLevelField(key)] = struct{}{}
	}

	if included == 0 {
		return nil
	}

	for _, key := range params.Sort.Keys() {
		if strings.HasPrefix(key, "$") {
			return nil
		}

		set[backends.TopLevelField(key)] = struct{}{}
	}

	return keysOf(set)
}

// neededFields gives resultFields and the fields the filter reads, or nil for every field, and
// resultFields itself. The backend then decodes only those of each document.
func neededFields(params *common.FindParams) (fields, result []string) {
	result = resultFields(params)
	if result == nil {
		return nil, nil
	}

	if fields = withFilterFields(result, params.Filter); fields == nil {
		return nil, nil
	}

	return fields, result
}

// filterFields gives the top-level fields a filter reads, and _id, for a count that needs nothing
// else of the documents; nil when the filter may read others.
func filterFields(filter *types.Document) []string {
	return withFilterFields([]string{"_id"}, filter)
}

// withFilterFields adds the filter's fields to fields, or gives nil when the filter may read any.
func withFilterFields(fields []string, filter *types.Document) []string {
	read, ok := backends.FilterFields(filter)
	if !ok {
		return nil
	}

	set := map[string]struct{}{}
	for _, field := range append(fields, read...) {
		set[field] = struct{}{}
	}

	return keysOf(set)
}

func keysOf(set map[string]struct{}) []string {
	keys := make([]string, 0, len(set))
	for key := range set {
		keys = append(keys, key)
	}

	return keys
}

// setPushdownHints lets the backend sort, skip and limit where it can do so exactly.
func setPushdownHints(qp *backends.QueryParams, params *common.FindParams) {
	if qp.Limit != 0 {
		return
	}

	if params.Sort.Len() > 0 && qp.Sort.Len() == 0 {
		qp.SortHint = params.Sort
	}

	qp.SkipHint = params.Skip

	if params.Limit > 0 {
		qp.LimitHint = params.Limit
	}
}

// leftToDo returns the find's parameters without what the backend already did.
func leftToDo(res *backends.QueryResult, qp *backends.QueryParams, params *common.FindParams) *common.FindParams {
	// Documents the backend matched exactly against the query's own filter (not a copy stripped
	// of some conditions) are not matched again. For a long $in, the handler's match compares
	// every document with every value. What it applied exactly of the rest is not applied again
	// either (Residual).
	if qp.Filter == params.Filter && (res.FilterApplied || res.Residual != nil) {
		done := *params
		done.Filter = res.Residual
		params = &done
	}

	if res.Sorted || res.SkippedLimited {
		done := *params
		params = &done

		if res.Sorted {
			params.Sort = nil
		}

		if res.SkippedLimited {
			params.Skip = 0
		}
	}

	return params
}
