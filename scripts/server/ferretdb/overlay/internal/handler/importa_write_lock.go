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

import "sync"

// collectionWriteLocks holds one lock per collection ("db.collection"), taken by every command
// that reads documents and writes them back: update, delete and findAndModify.
//
// The handler applies those commands in steps: it queries the documents the filter matches, checks
// them against the whole filter, then writes the changed documents (or deletes them) by _id. Two
// clients guarding the same document with a condition beside _id (`{_id, stock: {$gte: 1}}`) could
// both read it before either wrote, and both pass the guard: the stock sold twice. MongoDB applies
// each document's match and write atomically. Holding the collection's lock from the query to the
// last write gives the same: a command sees every write committed before it, and no other
// read-check-write of that collection between its read and its write. Finds, counts and aggregations
// take no lock and go on; other collections' writes go on; inserts take no lock (they read nothing).
var collectionWriteLocks sync.Map // string -> *sync.Mutex

// lockCollectionWrites waits for the collection's write lock and returns its release.
func lockCollectionWrites(dbName, collectionName string) func() {
	l, _ := collectionWriteLocks.LoadOrStore(dbName+"."+collectionName, new(sync.Mutex))
	mu := l.(*sync.Mutex)
	mu.Lock()

	return mu.Unlock
}
