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
	"log/slog"
	"strings"
	"time"

	"github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/fsql"
	"github.com/FerretDB/FerretDB/internal/util/lazyerrors"
	"github.com/FerretDB/FerretDB/internal/util/logging"
)

// The hooks the upstream backend, database and collection call: what the fork keeps beside each
// table (the kinds of its paths, its multikey side tables) follows the table's writes and drops.

// prepareSideTablesInBackground makes the side tables the indexes need, at start (in a goroutine).
func prepareSideTablesInBackground(r *metadata.Registry, l *slog.Logger) {
	// Queries that need a side table wait for it, others go on. A first start on a big database
	// may find the database locked for a while (the store creating a new index): tried again, a
	// side table only listed once full.
	for try := 1; ; try++ {
		err := prepareSideTables(context.Background(), r, l)
		if err == nil {
			return
		}

		if try == 30 {
			l.Error("Importa: multikey side tables", logging.Error(err))
			return
		}

		l.Warn("Importa: multikey side tables, trying again in 10 s", logging.Error(err))
		time.Sleep(10 * time.Second)
	}
}

// forgetDatabase drops what is kept in memory of a dropped database's tables.
func forgetDatabase(ctx context.Context, dbName string) {
	_ = kinds.forget(ctx, nil, dbName, "")          // only memory: the file goes with its rows
	_ = multikeys.forgetSides(ctx, nil, dbName, "") // likewise
}

// forgetCollection drops what is kept of a collection's table before it is dropped:
// a new table of that name starts with what it holds.
func (db *database) forgetCollection(ctx context.Context, name string) error {
	c := db.r.CollectionGet(ctx, db.name, name)
	if c == nil {
		return nil
	}

	if err := kinds.forget(ctx, db.r.DatabaseGetExisting(ctx, db.name), db.name, c.TableName); err != nil {
		return err
	}

	return multikeys.forgetSides(ctx, db.r.DatabaseGetExisting(ctx, db.name), db.name, c.TableName)
}

// prepareWrite notes the kinds of the documents about to be written (none for a delete) and
// returns the table's side tables, which the write's transaction keeps up to date; release
// lets a side table's fill go on.
func prepareWrite(ctx context.Context, db *fsql.DB, dbName, tableName string, docs []*types.Document) ([]*sideTable, func(), error) {
	if docs != nil {
		if err := kinds.noteWritten(ctx, db, dbName, tableName, docs); err != nil {
			return nil, nil, err
		}
	}

	return multikeys.forWrite(ctx, db, dbName, tableName)
}

// deleteSideRowsOf removes from the side tables the rows of the documents a delete is about to
// remove, given by _id or (byRecordID) by record id.
func deleteSideRowsOf(ctx context.Context, tx *fsql.Tx, sides []*sideTable, tableName, column string, args []any, byRecordID bool) error {
	if len(sides) == 0 || !byRecordID {
		return deleteSideRows(ctx, tx, sides, args)
	}

	// The side tables know documents by _id.
	var ids []any

	placeholders := strings.TrimSuffix(strings.Repeat("?, ", len(args)), ", ")
	sel := fmt.Sprintf(`SELECT %s FROM %q WHERE %s IN (%s)`, metadata.IDColumn, tableName, column, placeholders)

	rows, err := tx.QueryContext(ctx, sel, args...)
	if err != nil {
		return lazyerrors.Error(err)
	}

	for rows.Next() {
		var id string
		if err = rows.Scan(&id); err != nil {
			rows.Close()
			return lazyerrors.Error(err)
		}

		ids = append(ids, id)
	}

	rows.Close()

	return deleteSideRows(ctx, tx, sides, ids)
}
