// What '#server-only' is outside Next's bundler (package.json "imports"): the custom server, the
// scripts and the tests run under plain Node, where no browser bundle is built, so there is nothing
// to guard. Inside Next, the same import is the `server-only` package (docs/DECISIONS.md, decision 34).
