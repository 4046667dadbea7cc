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
	"math"
	"math/rand"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/must"
	"github.com/FerretDB/FerretDB/internal/util/testutil"
)

// Importa's patch: the single-pass decoder (importa_fast.go) against the upstream one.

func fastTestDocuments() []*types.Document {
	id := types.ObjectID{0x6b, 0x05, 0xe1, 0xcf, 0xb9, 0xdb, 0x57, 0x9f, 0x58, 0xa7, 0x17, 0x9e}
	line := func(name string, price float64, count int32) *types.Document {
		return must.NotFail(types.NewDocument("product", id, "seller", id, "name", name, "price", price, "count", count))
	}

	return []*types.Document{
		must.NotFail(types.NewDocument()),
		must.NotFail(types.NewDocument("_id", id)),
		must.NotFail(types.NewDocument(
			"_id", id,
			"orderNumber", int32(1000000),
			"user", must.NotFail(types.NewDocument("_id", id, "name", "Ana", "email", "ana@importa.cu")),
			"addressee", must.NotFail(types.NewDocument("name", "José Martí", "region", "La Habana/Plaza", "address", "Calle 23 #105, e/ L y M")),
			"statuses", must.NotFail(types.NewArray(
				must.NotFail(types.NewDocument("status", "Pendiente", "date", time.UnixMilli(1764000000123))),
				must.NotFail(types.NewDocument("status", "Entregado", "date", time.UnixMilli(-62135596800000))),
			)),
			"lines", must.NotFail(types.NewArray(line("Televisor 32\" <Samsung> & co", 199.99, 1), line("Aceite 1 L", 3, 12))),
			"total", 203.0,
			"createdAt", time.UnixMilli(1764000000000),
		)),
		must.NotFail(types.NewDocument(
			"strings", must.NotFail(types.NewArray("", "a", "ñandú", "tab\there", "new\nline", "quote\"back\\slash", "\u2028\u2029", "emoji 😀", "\x00nul", "bad \xff utf8")),
			"numbers", must.NotFail(types.NewArray(
				0.0, math.Copysign(0, -1), 0.1, -2.5e-300, 1e300, 42.0, float64(1<<53), math.SmallestNonzeroFloat64,
				int32(0), int32(-1), int32(math.MaxInt32), int32(math.MinInt32),
				int64(0), int64(math.MaxInt64), int64(math.MinInt64),
			)),
			"nested", must.NotFail(types.NewArray(
				must.NotFail(types.NewArray()),
				must.NotFail(types.NewArray(must.NotFail(types.NewArray(int32(1), "x")), must.NotFail(types.NewDocument()))),
				must.NotFail(types.NewDocument("a", must.NotFail(types.NewDocument("b", must.NotFail(types.NewDocument("c", true)))))),
			)),
			"empty", must.NotFail(types.NewDocument()),
			"emptyArray", must.NotFail(types.NewArray()),
			"null", types.Null,
			"nulls", must.NotFail(types.NewArray(types.Null, int32(1), types.Null)),
			"bools", must.NotFail(types.NewArray(true, false)),
			"dates", must.NotFail(types.NewArray(time.UnixMilli(0), time.UnixMilli(-1), time.UnixMilli(253402300799999))),
			"timestamp", types.Timestamp(math.MaxUint64),
			"binary", types.Binary{Subtype: types.BinaryGeneric, B: []byte{0, 1, 2, 255}},
			"regex", types.Regex{Pattern: "^sam", Options: "i"},
			"clave con ñ y <&>", "value",
			"", "empty key",
		)),
	}
}

// fastTestTexts are the stored texts of fastTestDocuments, as written and re-indented.
func fastTestTexts(t testing.TB) [][]byte {
	var texts [][]byte

	for _, doc := range fastTestDocuments() {
		b, err := Marshal(doc)
		require.NoError(t, err)

		var indented bytes.Buffer
		require.NoError(t, json.Indent(&indented, b, " ", "\t"))

		texts = append(texts, b, indented.Bytes(), append([]byte("\n \r\t"), b...))
	}

	return texts
}

// TestFastUnmarshalSameDocuments checks that every stored text of every type is decoded by the
// single pass, not declined, and into the document the upstream decoder gives.
func TestFastUnmarshalSameDocuments(t *testing.T) {
	t.Parallel()

	for i, text := range fastTestTexts(t) {
		expected, err := unmarshalSlow(text)
		require.NoError(t, err, "text %d", i)

		actual, ok := fastUnmarshal(text)
		require.True(t, ok, "the single pass declined text %d: %s", i, text)
		assert.Equal(t, expected, actual, "text %d", i)

		viaUnmarshal, err := Unmarshal(text)
		require.NoError(t, err)
		assert.Equal(t, expected, viaUnmarshal)
	}
}

// fastAgrees fails the test when the single pass accepts a text that the upstream decoder
// rejects or decodes differently; a text it declines goes to the upstream decoder, so declining is
// always right.
func fastAgrees(t *testing.T, text []byte) bool {
	t.Helper()

	actual, ok := fastUnmarshal(text)
	if !ok {
		return false
	}

	expected, err := unmarshalSlow(text)
	require.NoError(t, err, "the single pass accepted what the upstream decoder rejects: %q", text)
	require.Equal(t, expected, actual, "text %q", text)

	return true
}

// TestFastUnmarshalMalformed mutates every test text byte by byte (deletions, doublings and
// replacements by the characters that matter to JSON) and checks that the single pass never
// accepts what the upstream decoder would not, nor decodes it differently.
func TestFastUnmarshalMalformed(t *testing.T) {
	t.Parallel()

	replacements := []byte(`{}[]",:0-.e1\ ntf` + "\x00\xff")
	rng := rand.New(rand.NewSource(1))
	accepted, tried := 0, 0

	for _, text := range fastTestTexts(t) {
		for i := range text {
			variants := [][]byte{
				append(append([]byte{}, text[:i]...), text[i+1:]...),
				append(append([]byte{}, text[:i+1]...), text[i:]...),
			}

			for n := 0; n < 3; n++ {
				v := bytes.Clone(text)
				v[i] = replacements[rng.Intn(len(replacements))]
				variants = append(variants, v)
			}

			for _, v := range variants {
				tried++

				if fastAgrees(t, v) {
					accepted++
				}
			}
		}
	}

	// Some mutations are still valid documents (a digit for a digit, a letter in a string): the
	// single pass must take those, or it would only be declining everything.
	assert.Greater(t, accepted, tried/50, "accepted %d of %d", accepted, tried)
}

// TestFastUnmarshalMalformedMany does the same with several random cuts and replacements at once.
func TestFastUnmarshalMalformedMany(t *testing.T) {
	t.Parallel()

	texts := fastTestTexts(t)
	replacements := []byte(`{}[]",:0-.e1\ ntf` + "\x00\xff")
	rng := rand.New(rand.NewSource(2))

	for n := 0; n < 30000; n++ {
		v := bytes.Clone(texts[rng.Intn(len(texts))])

		for k := rng.Intn(6); k >= 0 && len(v) > 1; k-- {
			i, j := rng.Intn(len(v)), rng.Intn(len(v))

			switch rng.Intn(3) {
			case 0:
				v[i] = replacements[rng.Intn(len(replacements))]
			case 1:
				v = append(v[:i], v[i+1:]...)
			default:
				if j > i {
					v = append(v[:i], v[j:]...)
				}
			}
		}

		fastAgrees(t, v)
	}
}

// TestFastUnmarshalDeclines checks the texts the single pass must leave to the upstream decoder.
func TestFastUnmarshalDeclines(t *testing.T) {
	t.Parallel()

	for name, text := range map[string]string{
		"DuplicateKey":        `{"$s":{"p":{"a":{"t":"int"},"b":{"t":"int"}},"$k":["a","b"]},"a":1,"a":2}`,
		"DuplicateSchema":     `{"$s":{"p":{"a":{"t":"int"}},"$k":["a"]},"$s":{"p":{"a":{"t":"int"}},"$k":["a"]},"a":1}`,
		"DuplicateSchemaKeys": `{"$s":{"p":{"a":{"t":"int"}},"$k":["a","a"]},"a":1,"b":2}`,
		"NestedDuplicateKey":  `{"$s":{"p":{"d":{"t":"object","$s":{"p":{"a":{"t":"int"}},"$k":["a"]}}},"$k":["d"]},"d":{"a":1,"a":1}}`,
		"LeadingZero":         `{"$s":{"p":{"a":{"t":"int"}},"$k":["a"]},"a":01}`,
		"PlusSign":            `{"$s":{"p":{"a":{"t":"double"}},"$k":["a"]},"a":+1}`,
		"Infinity":            `{"$s":{"p":{"a":{"t":"double"}},"$k":["a"]},"a":Inf}`,
		"IntOverflow":         `{"$s":{"p":{"a":{"t":"int"}},"$k":["a"]},"a":2147483648}`,
		"FractionInInt":       `{"$s":{"p":{"a":{"t":"long"}},"$k":["a"]},"a":1.5}`,
		"ShortObjectID":       `{"$s":{"p":{"a":{"t":"objectId"}},"$k":["a"]},"a":"6b05"}`,
		"WrongArrayLength":    `{"$s":{"p":{"a":{"t":"array","i":[{"t":"int"}]}},"$k":["a"]},"a":[1,2]}`,
		"MissingKey":          `{"$s":{"p":{"a":{"t":"int"}},"$k":["a"]},"b":1}`,
		"TrailingData":        `{"$s":{"p":{"a":{"t":"int"}},"$k":["a"]},"a":1}x`,
		"TrailingWhitespace":  "{\"$s\":{\"p\":{\"a\":{\"t\":\"int\"}},\"$k\":[\"a\"]},\"a\":1}\n",
		"MismatchedBrackets":  `{"$s":{"p":{"a":{"t":"array","i":[{"t":"int"}]}},"$k":["a"]},"a":[1}`,
		"EmptyWithKeys":       `{"$s":{"p":{"a":{"t":"int"}},"$k":["a"]}}`,
		"UnknownSchemaField":  `{"$s":{"p":{"a":{"t":"int"}},"$k":["a"],"x":1},"a":1}`,
	} {
		text := text

		t.Run(name, func(t *testing.T) {
			t.Parallel()

			assert.False(t, fastAgrees(t, []byte(text)))
		})
	}
}

// TestUnmarshalFieldsKeepsOnlyThem checks the decoding of some top-level fields against the whole
// upstream document with the others removed, on the single pass and on the upstream fallback.
func TestUnmarshalFieldsKeepsOnlyThem(t *testing.T) {
	t.Parallel()

	wide := must.NotFail(types.NewDocument())
	for i := 0; i < 70; i++ { // more fields than the single pass takes: the upstream decoder answers
		wide.Set("f"+strconv.Itoa(i), int32(i))
	}

	texts := append(fastTestTexts(t), must.NotFail(Marshal(wide)))

	for _, text := range texts {
		whole, err := unmarshalSlow(text)
		require.NoError(t, err)

		keys := whole.Keys()
		subsets := [][]string{nil, {}, {"_id"}, {"absent"}, keys}

		for n := 1; n < len(keys); n += 2 {
			subsets = append(subsets, []string{keys[n], keys[n-1], "absent"})
		}

		for _, fields := range subsets {
			expected := must.NotFail(unmarshalSlow(text))

			if fields != nil {
				for _, key := range keys {
					if !slices.Contains(fields, key) {
						expected.Remove(key)
					}
				}
			}

			actual, err := UnmarshalFields(text, fields)
			require.NoError(t, err)
			testutil.AssertEqual(t, expected, actual)
		}
	}
}

// TestSchemaCacheSharesDecodedSchemas checks that documents of one shape share one decoded schema.
func TestSchemaCacheSharesDecodedSchemas(t *testing.T) {
	t.Parallel()

	raw := []byte(`{"p":{"importaCacheTest":{"t":"string"}},"$k":["importaCacheTest"]}`)
	first := cachedSchema(raw)
	require.NotNil(t, first)
	assert.Same(t, first, cachedSchema(bytes.Clone(raw)))
	assert.Equal(t, []string{"importaCacheTest"}, first.Keys)
}

func FuzzFastUnmarshal(f *testing.F) {
	for _, text := range fastTestTexts(f) {
		f.Add(text)
	}

	f.Fuzz(func(t *testing.T, text []byte) {
		fastAgrees(t, text)
	})
}

func benchmarkDecode(b *testing.B, decode func([]byte) (*types.Document, error)) {
	text := must.NotFail(Marshal(fastTestDocuments()[2]))

	b.ReportAllocs()
	b.SetBytes(int64(len(text)))

	for i := 0; i < b.N; i++ {
		if _, err := decode(text); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkUnmarshalOrder decodes an order-like document (go test -bench UnmarshalOrder).
func BenchmarkUnmarshalOrder(b *testing.B) {
	b.Run("Upstream", func(b *testing.B) { benchmarkDecode(b, unmarshalSlow) })
	b.Run("SinglePass", func(b *testing.B) { benchmarkDecode(b, Unmarshal) })
}
