//! The small vocabulary every export uses to talk JavaScript: plain objects built field by
//! field, arrays, errors that carry the library's message, and the checks on arguments that
//! JavaScript's types cannot make.

use core::fmt::Display;

use js_sys::{Array, Object, Reflect};
use shudu::{Cell, Digit, Grid, Marks};
use wasm_bindgen::JsValue;

/// A plain JavaScript object, built one field at a time.
#[derive(Debug)]
pub(crate) struct Obj(Object);

impl Obj {
    pub(crate) fn new() -> Obj {
        Obj(Object::new())
    }

    /// Sets `key` to `value`.
    pub(crate) fn set(self, key: &str, value: impl Into<JsValue>) -> Obj {
        self.set_value(key, value.into())
    }

    // One copy of the call for every type `set` takes: inlined, the `.wasm` had one per field.
    #[inline(never)]
    fn set_value(self, key: &str, value: JsValue) -> Obj {
        // Setting a property of a fresh ordinary object cannot fail: it has no setters and is
        // neither frozen nor a proxy.
        let _ = Reflect::set(&self.0, &JsValue::from_str(key), &value);
        self
    }

    pub(crate) fn into_js(self) -> JsValue {
        self.0.into()
    }
}

/// A JavaScript array of the values.
pub(crate) fn array<T: Into<JsValue>>(values: impl IntoIterator<Item = T>) -> Array {
    values.into_iter().map(Into::into).collect()
}

/// A cell's name in the usual notation, `r1c1` to `r9c9` (the page's `data-cell` too).
pub(crate) fn cell_name(cell: Cell) -> JsValue {
    JsValue::from_str(&cell.to_string())
}

/// `{ cell: "r4c6", digit: 5 }`: a placement, or a candidate struck out.
pub(crate) fn mark((cell, digit): (Cell, Digit)) -> JsValue {
    Obj::new()
        .set("cell", cell_name(cell))
        .set("digit", digit.get())
        .into_js()
}

/// A JavaScript `Error` named after the Rust error type, with the Rust error's message.
pub(crate) fn error(name: &str, message: impl Display) -> JsValue {
    let error = js_sys::Error::new(&message.to_string());
    error.set_name(name);
    error.into()
}

/// A `TypeError`: an argument of the wrong JavaScript type.
pub(crate) fn type_error(message: impl Display) -> JsValue {
    js_sys::TypeError::new(&message.to_string()).into()
}

/// A `RangeError`: a number or a name outside what the argument takes.
pub(crate) fn range_error(message: impl Display) -> JsValue {
    js_sys::RangeError::new(&message.to_string()).into()
}

/// The grid in `text`, in any form the library reads (a line, a block, a pasted table).
pub(crate) fn grid(text: &str) -> Result<Grid, JsValue> {
    text.parse::<Grid>().map_err(|e| error("ParseError", e))
}

/// The pencil marks in `text`: the 729-character line or the boxed candidate grid.
pub(crate) fn marks(text: &str) -> Result<Marks, JsValue> {
    text.parse::<Marks>()
        .map_err(|e| error("ParseMarksError", e))
}

/// A whole number from 0 to `max` given as a JavaScript number, for `what` in messages.
pub(crate) fn whole_number(value: f64, max: u32, what: &str) -> Result<u32, JsValue> {
    if value.fract() == 0.0 && (0.0..=f64::from(max)).contains(&value) {
        // In range and whole, so the conversion is exact.
        Ok(value as u32)
    } else {
        Err(range_error(format_args!(
            "{what} must be a whole number from 0 to {max}, not {value}"
        )))
    }
}

/// An options object from JavaScript (`undefined` and `null` are no options), read by key.
#[derive(Debug)]
pub(crate) struct Options(JsValue);

impl Options {
    /// The options; a `TypeError` unless `value` is an object, `undefined` or `null`.
    pub(crate) fn new(value: Option<JsValue>) -> Result<Options, JsValue> {
        let value = value.unwrap_or(JsValue::UNDEFINED);
        if value.is_undefined() || value.is_null() {
            Ok(Options(JsValue::UNDEFINED))
        } else if value.is_object() {
            Ok(Options(value))
        } else {
            Err(type_error("the options must be an object"))
        }
    }

    /// The option `key`, or `None` when it is missing, `undefined` or `null`.
    pub(crate) fn get(&self, key: &str) -> Option<JsValue> {
        if self.0.is_undefined() {
            return None;
        }
        Reflect::get(&self.0, &JsValue::from_str(key))
            .ok()
            .filter(|value| !value.is_undefined() && !value.is_null())
    }

    /// The string option `key`.
    pub(crate) fn string(&self, key: &str) -> Result<Option<String>, JsValue> {
        self.get(key)
            .map(|value| {
                value
                    .as_string()
                    .ok_or_else(|| type_error(format_args!("the option {key} must be a string")))
            })
            .transpose()
    }

    /// The option `key`, a whole number from 0 to 2^32 - 1.
    pub(crate) fn whole_number(&self, key: &str) -> Result<Option<u32>, JsValue> {
        self.get(key)
            .map(|value| {
                let n = value
                    .as_f64()
                    .ok_or_else(|| type_error(format_args!("the option {key} must be a number")))?;
                whole_number(n, u32::MAX, &format!("the option {key}"))
            })
            .transpose()
    }
}
