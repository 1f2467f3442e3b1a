//! The JavaScript API, tested from inside wasm with wasm-bindgen-test: in node (the runner's
//! default), and in headless Chromium when `WASM_BINDGEN_USE_BROWSER=1` and
//! `CHROMEDRIVER=/usr/bin/chromedriver` are set. One binary serves both, so the test command
//! compiles it once (no `wasm_bindgen_test_configure!`, which would fix the place it runs).
#![cfg(target_arch = "wasm32")]
mod wasm_api;
