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
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// Importa's fork: an update command of many statements (a driver's bulkWrite of updateOne) answers.
// Upstream closed each statement's query only when the whole command returned, and an open query
// holds one of the pool's 100 SQLite connections: the hundredth statement waited for ever, holding
// the collection's write lock against every other client.

// statementsOver is the number of statements sent in one command: past the pool's 100 connections.
const statementsOver = 150

// commandWithin runs cmd and fails the test when it has not answered within the deadline.
func commandWithin(t *testing.T, ctx context.Context, h *Handler, cmd *types.Document, deadline time.Duration) *types.Document {
	t.Helper()

	type reply struct {
		doc *types.Document
		err error
	}

	done := make(chan reply, 1)

	go func() {
		res, err := runCommand(ctx, h, cmd)
		done <- reply{res, err}
	}()

	select {
	case r := <-done:
		require.NoError(t, r.err)
		return r.doc
	case <-time.After(deadline):
		t.Fatalf("%s did not answer within %s", cmd.Command(), deadline)
		return nil
	}
}

func TestUpdateOfManyStatementsAnswers(t *testing.T) {
	h, ctx := newWriteLockHandler(t)

	for i := 0; i < statementsOver; i++ {
		insertProduct(t, ctx, h, fmt.Sprintf("p%d", i), 5)
	}

	// As the store keeps its day figures: each statement guarded beside _id, with upsert.
	updates := types.MakeArray(statementsOver)
	for i := 0; i < statementsOver; i++ {
		updates.Append(doc(
			"q", doc("_id", fmt.Sprintf("p%d", i), "stock", doc("$gte", int32(1))),
			"u", doc("$inc", doc("stock", int32(-1))),
			"upsert", true,
		))
	}

	res := commandWithin(t, ctx, h, doc("update", "products", "$db", "store", "updates", updates, "ordered", false), 30*time.Second)
	require.Equal(t, int32(statementsOver), must.NotFail(res.Get("nModified")))
	require.Equal(t, int32(4), stockOf(t, ctx, h, "p0"))
	require.Equal(t, int32(4), stockOf(t, ctx, h, fmt.Sprintf("p%d", statementsOver-1)))

	// The collection's write lock was let go: the next guarded write of another client goes through.
	res = commandWithin(t, ctx, h, doc(
		"update", "products", "$db", "store",
		"updates", arr(doc("q", doc("_id", "p0", "stock", doc("$gte", int32(1))), "u", doc("$inc", doc("stock", int32(-1))))),
	), 30*time.Second)
	require.Equal(t, int32(1), must.NotFail(res.Get("nModified")))
	require.Equal(t, int32(3), stockOf(t, ctx, h, "p0"))
}
