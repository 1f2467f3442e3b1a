//! The JavaScript API in node (wasm-bindgen-test's default).
#![cfg(target_arch = "wasm32")]
mod wasm_api;
