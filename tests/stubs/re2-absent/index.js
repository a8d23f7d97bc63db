// superstatic requires re2 in a try/catch and falls back to JavaScript's RegExp when it throws.
throw new Error("re2 is not installed (tests/stubs/re2-absent)");
