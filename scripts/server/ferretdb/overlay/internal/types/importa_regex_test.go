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
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Importa's patch: an expression is compiled once, with its options, and errors are not kept.
func TestRegexCompileKeepsCompiled(t *testing.T) {
	t.Parallel()

	insensitive := Regex{Pattern: `(?:^|\s)[sS]amsung`, Options: "i"}

	first, err := insensitive.Compile()
	require.NoError(t, err)

	again, err := insensitive.Compile()
	require.NoError(t, err)
	assert.Same(t, first, again)
	assert.True(t, again.MatchString("Televisor SAMSUNG"))

	sensitive, err := Regex{Pattern: insensitive.Pattern}.Compile()
	require.NoError(t, err)
	assert.NotSame(t, first, sensitive)
	assert.False(t, sensitive.MatchString("Televisor SAMSUNG"))

	for i := 0; i < 2; i++ {
		_, err = Regex{Pattern: "(unclosed"}.Compile()
		assert.Error(t, err)
	}
}
