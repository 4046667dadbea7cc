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
	"context"
	"fmt"
	"io"
	"log/slog"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/FerretDB/FerretDB/internal/backends/sqlite"
	"github.com/FerretDB/FerretDB/internal/clientconn/conninfo"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/must"
	"github.com/FerretDB/FerretDB/internal/util/state"
	"github.com/FerretDB/FerretDB/internal/util/testutil"
)

// Importa's fork: update, delete and findAndModify guarded by a condition beside _id, sent by many
// clients at once, apply as MongoDB applies them: each document's match and write are one step.
// Upstream reads the matching documents, then writes them back by _id, so every client that read
// before the first write passed the guard.

const concurrentClients = 50

func doc(pairs ...any) *types.Document { return must.NotFail(types.NewDocument(pairs...)) }

func arr(values ...any) *types.Array { return must.NotFail(types.NewArray(values...)) }

// newWriteLockHandler is a handler over a new SQLite database, as FerretDB runs for the store.
func newWriteLockHandler(t *testing.T) (*Handler, context.Context) {
	t.Helper()

	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))

	sp, err := state.NewProvider("")
	require.NoError(t, err)

	b, err := sqlite.NewBackend(&sqlite.NewBackendParams{URI: testutil.TestSQLiteURI(t, ""), L: quiet, P: sp, BatchSize: 100})
	require.NoError(t, err)

	h, err := New(&NewOpts{Backend: b, L: quiet, StateProvider: sp, EnableNestedPushdown: true, BatchSize: 100})
	require.NoError(t, err)
	t.Cleanup(h.Close)

	return h, testutil.Ctx(t)
}

// runCommand runs one command as a client connection sends it, and returns the reply.
func runCommand(ctx context.Context, h *Handler, cmd *types.Document) (*types.Document, error) {
	msg, err := documentOpMsg(cmd)
	if err != nil {
		return nil, err
	}

	res, err := h.Commands()[cmd.Command()].Handler(conninfo.Ctx(ctx, conninfo.New()), msg)
	if err != nil {
		return nil, err
	}

	return opMsgDocument(res)
}

// race runs fn from concurrentClients goroutines released together, and returns how many returned true.
func race(t *testing.T, fn func(client int) (bool, error)) int {
	t.Helper()

	var wg sync.WaitGroup
	var mu sync.Mutex
	start := make(chan struct{})
	won := 0

	for client := 0; client < concurrentClients; client++ {
		wg.Add(1)

		go func() {
			defer wg.Done()
			<-start

			ok, err := fn(client)
			require.NoError(t, err)

			if ok {
				mu.Lock()
				won++
				mu.Unlock()
			}
		}()
	}

	close(start)
	wg.Wait()

	return won
}

func stockOf(t *testing.T, ctx context.Context, h *Handler, id string) any {
	t.Helper()

	res, err := runCommand(ctx, h, doc("find", "products", "$db", "store", "filter", doc("_id", id)))
	require.NoError(t, err)

	batch := must.NotFail(must.NotFail(res.Get("cursor")).(*types.Document).Get("firstBatch")).(*types.Array)
	require.Equal(t, 1, batch.Len())

	return must.NotFail(must.NotFail(batch.Get(0)).(*types.Document).Get("stock"))
}

func insertProduct(t *testing.T, ctx context.Context, h *Handler, id string, stock int32) {
	t.Helper()

	_, err := runCommand(ctx, h, doc("insert", "products", "$db", "store", "documents", arr(doc("_id", id, "stock", stock, "status", "open"))))
	require.NoError(t, err)
}

func TestConcurrentGuardedFindAndModify(t *testing.T) {
	h, ctx := newWriteLockHandler(t)
	insertProduct(t, ctx, h, "p1", 5)

	sold := race(t, func(int) (bool, error) {
		res, err := runCommand(ctx, h, doc(
			"findAndModify", "products", "$db", "store",
			"query", doc("_id", "p1", "stock", doc("$gte", int32(1))),
			"update", doc("$inc", doc("stock", int32(-1))),
			"new", true,
		))
		if err != nil {
			return false, err
		}

		return must.NotFail(res.Get("value")) != types.Null, nil
	})

	require.Equal(t, 5, sold, "50 buyers for 5 units")
	require.Equal(t, int32(0), stockOf(t, ctx, h, "p1"))
}

func TestConcurrentGuardedUpdate(t *testing.T) {
	h, ctx := newWriteLockHandler(t)
	insertProduct(t, ctx, h, "p1", 5)

	sold := race(t, func(int) (bool, error) {
		res, err := runCommand(ctx, h, doc(
			"update", "products", "$db", "store",
			"updates", arr(doc("q", doc("_id", "p1", "stock", doc("$gte", int32(1))), "u", doc("$inc", doc("stock", int32(-1))))),
		))
		if err != nil {
			return false, err
		}

		return must.NotFail(res.Get("nModified")) == int32(1), nil
	})

	require.Equal(t, 5, sold, "50 buyers for 5 units")
	require.Equal(t, int32(0), stockOf(t, ctx, h, "p1"))
}

// Half the clients take an open product (status open → taken), half delete it while it is open: for
// each product exactly one of them may succeed, never a take and a delete both.
func TestConcurrentGuardedDelete(t *testing.T) {
	h, ctx := newWriteLockHandler(t)

	const products = 20
	for i := 0; i < products; i++ {
		insertProduct(t, ctx, h, fmt.Sprintf("p%d", i), 1)
	}

	var mu sync.Mutex
	wins := map[string]int{}

	race(t, func(client int) (bool, error) {
		for i := 0; i < products; i++ {
			id := fmt.Sprintf("p%d", i)

			var res *types.Document
			var err error
			var field string

			if client%2 == 0 {
				field = "n"
				res, err = runCommand(ctx, h, doc(
					"delete", "products", "$db", "store",
					"deletes", arr(doc("q", doc("_id", id, "status", "open"), "limit", int32(1))),
				))
			} else {
				field = "nModified"
				res, err = runCommand(ctx, h, doc(
					"update", "products", "$db", "store",
					"updates", arr(doc("q", doc("_id", id, "status", "open"), "u", doc("$set", doc("status", "taken")))),
				))
			}

			if err != nil {
				return false, err
			}

			if must.NotFail(res.Get(field)) == int32(1) {
				mu.Lock()
				wins[id]++
				mu.Unlock()
			}
		}

		return false, nil
	})

	for i := 0; i < products; i++ {
		id := fmt.Sprintf("p%d", i)
		require.Equal(t, 1, wins[id], "%s: one take or one delete", id)
	}
}
