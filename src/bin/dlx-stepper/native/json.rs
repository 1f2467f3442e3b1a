//! JSON output: events as the JavaScript API's `step()` returns them, and the one-line summary
//! of `solve --json`.

use dlx_stepper::{Event, Field, Problem};
use serde::ser::{Serialize, SerializeMap, Serializer};
use std::io;

/// An event with the names of its item and option, serialised with the same keys in the same
/// order as the JavaScript API: the fields of [`dlx_stepper::EventKind::fields`], each `item`
/// followed by its `itemName`, each `option` by its `optionName` and each `color` by its
/// `colorName`.
pub struct NamedEvent<'a> {
    pub problem: &'a Problem,
    pub event: &'a Event,
}

impl Serialize for NamedEvent<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("type", self.event.name())?;
        for (field, value) in self.event.fields() {
            map.serialize_entry(field.name(), &value)?;
            match field {
                Field::Item => map.serialize_entry("itemName", self.problem.item_name(value))?,
                Field::Option => map.serialize_entry("optionName", &self.problem.option_label(value))?,
                Field::Color => map.serialize_entry("colorName", self.problem.color_name(value as u32))?,
                _ => {}
            }
        }
        map.end()
    }
}

/// Writes `value` on one line with a space after each `:` and `,`, the style of the summary
/// line people read as well as parse (`{"solutions": 92, "nodes": 1049, …}`).
pub fn to_spaced_line(value: &impl Serialize) -> String {
    let mut out = Vec::new();
    let mut serializer = serde_json::Serializer::with_formatter(&mut out, Spaced);
    value
        .serialize(&mut serializer)
        .expect("serialising numbers and strings to memory cannot fail");
    String::from_utf8(out).expect("serde_json writes UTF-8")
}

struct Spaced;

impl serde_json::ser::Formatter for Spaced {
    fn begin_object_key<W: ?Sized + io::Write>(&mut self, writer: &mut W, first: bool) -> io::Result<()> {
        if first {
            Ok(())
        } else {
            writer.write_all(b", ")
        }
    }

    fn begin_object_value<W: ?Sized + io::Write>(&mut self, writer: &mut W) -> io::Result<()> {
        writer.write_all(b": ")
    }
}
