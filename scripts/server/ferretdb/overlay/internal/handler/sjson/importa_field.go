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

package sjson

import (
	"bytes"
	"encoding/json"

	"github.com/FerretDB/FerretDB/internal/util/lazyerrors"
)

// UnmarshalField decodes one top-level field of a stored document from its data and its schema
// element (`$s.p.<field>`), as SQLite's `->` gives them. Importa's pushdown patch fills its side
// tables with it, reading only the field a side table indexes instead of whole documents.
func UnmarshalField(data, schema []byte) (any, error) {
	var sch elem

	dec := json.NewDecoder(bytes.NewReader(schema))
	dec.DisallowUnknownFields()

	if err := dec.Decode(&sch); err != nil {
		return nil, lazyerrors.Error(err)
	}

	return unmarshalSingleValue(data, &sch)
}
