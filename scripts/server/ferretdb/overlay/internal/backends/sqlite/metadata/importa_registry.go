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
	"context"
	"fmt"

	"github.com/FerretDB/FerretDB/internal/util/fsql"
	"github.com/FerretDB/FerretDB/internal/util/lazyerrors"
)

// rebuildIndexes recreates the indexes whose stored definition is not the one [IndexSQL] gives now:
// a database written by upstream FerretDB has its non-unique indexes on the JSON text, which ranges and
// sorts cannot use. It runs once per database file; later starts find every definition current.
func rebuildIndexes(ctx context.Context, db *fsql.DB, colls map[string]*Collection) error {
	for _, c := range colls {
		for _, index := range c.Settings.Indexes {
			want := IndexSQL(c.TableName, index)

			var have string
			q := `SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?`
			if err := db.QueryRowContext(ctx, q, c.TableName+"_"+index.Name).Scan(&have); err != nil {
				return lazyerrors.Error(err)
			}

			if have == want {
				continue
			}

			if _, err := db.ExecContext(ctx, fmt.Sprintf("DROP INDEX %q", c.TableName+"_"+index.Name)); err != nil {
				return lazyerrors.Error(err)
			}

			if _, err := db.ExecContext(ctx, want); err != nil {
				return lazyerrors.Error(err)
			}
		}
	}

	return nil
}
