//! The JavaScript API in headless Chromium (needs CHROMEDRIVER=/usr/bin/chromedriver).
#![cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);
mod wasm_api;
