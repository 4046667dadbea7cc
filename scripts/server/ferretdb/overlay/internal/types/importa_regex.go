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

package types

import (
	"regexp"
	"sync"
	"sync/atomic"
)

// compiledRegexes keeps the compiled expressions of Compile, at most compiledRegexMax of them.
var (
	compiledRegexes    sync.Map
	compiledRegexCount atomic.Int64
)

const compiledRegexMax = 10000

// Compile returns Go Regexp object.
//
// A filter compiled its expression again for every document it matched; a compiled
// *regexp.Regexp is safe for concurrent use, so each is kept.
func (r Regex) Compile() (*regexp.Regexp, error) {
	if re, ok := compiledRegexes.Load(r); ok {
		return re.(*regexp.Regexp), nil
	}

	re, err := r.compile()
	if err == nil && compiledRegexCount.Add(1) <= compiledRegexMax {
		compiledRegexes.Store(r, re)
	}

	return re, err
}
