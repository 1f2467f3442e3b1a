//! Just enough JSON writing for the command line's output (objects of numbers and strings).

use dlx_stepper::{Event, Problem};
use std::fmt::Write;

/// A JSON string literal.
pub fn string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for ch in text.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// An object from (key, already-encoded value) pairs, in order.
pub fn object(fields: &[(&str, String)]) -> String {
    let inner: Vec<String> = fields
        .iter()
        .map(|(key, value)| format!("{}:{value}", string(key)))
        .collect();
    format!("{{{}}}", inner.join(","))
}

/// An event as the JavaScript API's `step()` returns it: the same keys, in the same order,
/// absent where the event has no such field.
pub fn event(problem: &Problem, event: &Event) -> String {
    let mut fields = vec![("type", string(event.name()))];
    let item = |fields: &mut Vec<(&str, String)>, item: usize| {
        fields.push(("item", item.to_string()));
        fields.push(("itemName", string(problem.item_name(item))));
    };
    let option = |fields: &mut Vec<(&str, String)>, option: usize| {
        fields.push(("option", option.to_string()));
        fields.push(("optionName", string(&problem.option_label(option))));
    };
    match *event {
        Event::Choose { level, item: i, len } => {
            fields.push(("level", level.to_string()));
            item(&mut fields, i);
            fields.push(("len", len.to_string()));
        }
        Event::Cover { level, item: i } | Event::Uncover { level, item: i } => {
            fields.push(("level", level.to_string()));
            item(&mut fields, i);
        }
        Event::Select { level, option: o, node } | Event::Deselect { level, option: o, node } => {
            fields.push(("level", level.to_string()));
            option(&mut fields, o);
            fields.push(("node", node.to_string()));
        }
        Event::Hide {
            level,
            item: i,
            node,
            node_item,
            option: o,
        }
        | Event::Unhide {
            level,
            item: i,
            node,
            node_item,
            option: o,
        } => {
            fields.push(("level", level.to_string()));
            item(&mut fields, i);
            option(&mut fields, o);
            fields.push(("node", node.to_string()));
            fields.push(("nodeItem", node_item.to_string()));
        }
        Event::Solution { level } => fields.push(("level", level.to_string())),
        Event::Done => fields.push(("level", "0".into())),
    }
    object(&fields)
}
