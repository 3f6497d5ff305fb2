//! The wasm facade every puzzle's module is built with: the panic hook, core errors thrown
//! as codes, `limits()` as one object, the link object of `parse_link` and `format_link`
//! (each module exports the two for its puzzle), and (feature `stepper`) the one `Stepper` class,
//! which drives any puzzle's search through [`View`], implemented once for every
//! [`Search<P>`]. A puzzle's module adds its factory (`new_stepper`, a function of its
//! own facade) and its own functions. Conversions only.
//!
//! What crosses, and how (every converted type costs wasm size, so the shapes are few):
//! data the page reads often crosses as typed arrays (the packed views and trees,
//! `Float64Array`); structured data that crosses rarely is built by hand as plain objects
//! (`limits()`), which costs less wasm than serde-wasm-bindgen.

use crate::link;
#[cfg(feature = "methods")]
mod method_stepper;
#[cfg(feature = "methods")]
pub use method_stepper::{MethodStepper, METHOD_LAYOUT};
#[cfg(feature = "stepper")]
pub use stepper::*;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// `globalThis.__nqueensOnPanic(message)`, which the page (or a worker) may set; throws
    /// (and the error is ignored) where it has not.
    #[wasm_bindgen(catch, js_namespace = globalThis, js_name = __nqueensOnPanic)]
    fn on_panic(message: &str) -> Result<(), JsValue>;
}

/// Installs the panic hook of every module: a Rust panic is logged to the console
/// (`console.error` of an `Error`, so with its stack, then the file and line that raised it)
/// and its message handed to `globalThis.__nqueensOnPanic(message)` when the page (or a
/// worker) has set that function, so it can say so and recover by loading a fresh instance.
#[wasm_bindgen(start)]
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        // The message, and where it was raised as two more console arguments (file, line),
        // without `core::fmt`'s `Display` of the whole hook info (wasm size).
        let message = info.payload_as_str().unwrap_or("a Rust panic");
        let (file, line) = info.location().map_or(("", 0), |at| (at.file(), at.line()));
        // An Error, so the console shows the stack with the message.
        let error = JsError::new(message).into();
        web_sys::console::error_3(&error, &JsValue::from_str(file), &JsValue::from(line));
        let _ = on_panic(message);
    }));
}

/// Panics on purpose, so tests can check that the page reports a Rust panic and recovers.
/// Not used by the page itself.
#[wasm_bindgen]
pub fn panic_for_test() {
    panic!("panic_for_test was called: this is a deliberate test of the panic report");
}

/// A core error as a JS `Error` whose message is the error's code (`size-out-of-range`,
/// `no-solution`, `past-end`, …): the page words what it shows in its own language, and the
/// English `Display` texts (and the `core::fmt` code they need, about 2.5 KB) stay out of
/// the wasm.
#[inline(never)]
pub fn js_error(code: &str) -> JsError {
    JsError::new(code)
}

/// [`js_error`] for `map_err`.
pub fn err<E: crate::error::ErrorCode>(e: E) -> JsError {
    js_error(e.code())
}

/// Sets `o[key] = value`.
#[inline(never)]
pub fn set(o: &JsValue, key: &str, value: JsValue) {
    let _ = js_sys::Reflect::set(o, &JsValue::from_str(key), &value);
}

/// Sets `o[key]` to the string `value`, or `null` when there is none.
#[inline(never)]
pub fn set_text(o: &JsValue, key: &str, value: Option<&str>) {
    set(o, key, value.map_or(JsValue::NULL, JsValue::from_str));
}

/// Sets `o[key]` to the number `value`, or `null` when there is none.
#[inline(never)]
pub fn set_number(o: &JsValue, key: &str, value: Option<f64>) {
    set(o, key, value.map_or(JsValue::NULL, JsValue::from_f64));
}

/// A plain `Array` of numbers.
#[inline(never)]
pub fn array(v: &[usize]) -> JsValue {
    v.iter().map(|&x| JsValue::from_f64(x as f64)).collect::<js_sys::Array>().into()
}

/// The object a module's `limits()` returns, read once at start-up so that the page writes
/// no limit of its own: the shared limits (see the core's `limits` module) and the puzzle's
/// `own`, each a camel-case name and a number.
///
/// | property | value | what it limits |
/// |---|---|---|
/// | `stepTotalMaxSteps` | 5,000,000 | steps replayed to learn a search's step total |
/// | `speedMaxSps` | 1,000 | the fastest speed an embed link gives by number (`speed=`, steps per second) |
/// | `answersMax` | 2,000 | most answers a result link carries (`ans=`) |
/// | `whoMaxChars` | 40 | most characters of a student's name in an exercise's link (`who=`) |
/// | `methodMaxNodes` | 100,000 | most nodes a search by another method generates (`compare=`) |
/// | `methodMaxLive` | 20,000 | most live nodes such a search holds at once |
/// | `methodTreeMaxNodes` | 400 | most of its nodes the Compare view draws as a tree |
pub fn limits(own: &[(&str, u64)]) -> JsValue {
    use crate::limits::{
        METHOD_MAX_LIVE, METHOD_MAX_NODES, METHOD_TREE_MAX_NODES, SPEED_MAX_SPS,
        STEP_TOTAL_MAX_STEPS,
    };
    let o: JsValue = js_sys::Object::new().into();
    let shared = [
        ("stepTotalMaxSteps", STEP_TOTAL_MAX_STEPS),
        ("speedMaxSps", SPEED_MAX_SPS),
        ("answersMax", link::ANSWERS_MAX as u64),
        ("whoMaxChars", link::WHO_MAX_CHARS as u64),
        ("methodMaxNodes", METHOD_MAX_NODES),
        ("methodMaxLive", METHOD_MAX_LIVE as u64),
        ("methodTreeMaxNodes", METHOD_TREE_MAX_NODES),
    ];
    for &(key, value) in shared.iter().chain(own) {
        set(&o, key, JsValue::from_f64(value as f64));
    }
    o
}

/// A puzzle's part of the link object the page reads and writes (`parse_link`,
/// `format_link`): the puzzle's keys as fields, beside the shared ones (`puzzle`, `step`,
/// `ex`, `ans`, `lang`, `tmpl` and the view keys, see [`parse_link`]).
pub trait LinkObject: link::Puzzle {
    /// Sets the puzzle's fields on the link object `o`, every one of its keys (`null` where
    /// the link has none).
    fn to_object(&self, o: &JsValue);

    /// The puzzle's part from a link object: `get(key)` is a field (`None` when absent or
    /// null), `shared` the shared keys read from it (its view is the default).
    ///
    /// # Errors
    /// A code the page words when the fields are no link of the puzzle.
    fn from_object(
        get: &dyn Fn(&str) -> Option<JsValue>,
        shared: link::Shared<'_>,
    ) -> Result<Self, JsError>;
}

/// The link object's fields of an instance ([`link::instance`]): the instance's keys as
/// fields. Its part of the link object is [`link::instance::InstancePart`], whose
/// [`LinkObject`] adds `step`, `ex` and `ans`.
pub trait InstanceObject: link::instance::InstanceKeys {
    /// Sets the instance's fields on the link object `o`.
    fn to_object(&self, o: &JsValue);

    /// The instance from a link object's fields: `get(key)` is a field (`None` when absent
    /// or null).
    ///
    /// # Errors
    /// The code of the instance's error when the fields are no valid instance.
    fn from_object(get: &dyn Fn(&str) -> Option<JsValue>) -> Result<Self, JsError>;
}

impl<I: InstanceObject> LinkObject for link::instance::InstancePart<I> {
    fn to_object(&self, o: &JsValue) {
        self.instance.to_object(o);
    }

    fn from_object(
        get: &dyn Fn(&str) -> Option<JsValue>,
        shared: link::Shared<'_>,
    ) -> Result<Self, JsError> {
        let instance = I::from_object(get)?;
        let answers = shared.answers.map(str::to_owned);
        let exercise =
            shared.exercise.map(|_| link::instance::Simulate { answers, answers_cut: None });
        Ok(Self { instance, step: shared.step, exercise })
    }
}

/// The link object's `mode` of a search with a mode ([`link::mode`]): 'first', 'all', or
/// `null` when the link has neither a step nor the exercise.
pub fn set_mode(o: &JsValue, first_only: Option<bool>) {
    let mode = first_only.map(|f| if f { "first" } else { "all" });
    set(o, "mode", mode.map_or(JsValue::NULL, JsValue::from_str));
}

/// True when the link object's `mode` is 'first' (see [`set_mode`]).
pub fn first_only(get: &dyn Fn(&str) -> Option<JsValue>) -> bool {
    field_is(get, "mode", "first")
}

// The link object's fields as `format_link` and a `LinkObject` read them: never inlined,
// since each read is a few JS calls, which copied into each of its callers cost wasm bytes
// for no speed a link needs.

/// The field `key` of the link object `object`, `None` when absent or null.
#[inline(never)]
fn field(object: &JsValue, key: &str) -> Option<JsValue> {
    js_sys::Reflect::get(object, &JsValue::from_str(key))
        .ok()
        .filter(|v| !v.is_null() && !v.is_undefined())
}

/// True when the field `key` is the string `value`.
#[inline(never)]
pub fn field_is(get: &dyn Fn(&str) -> Option<JsValue>, key: &str, value: &str) -> bool {
    get(key).is_some_and(|v| v == JsValue::from_str(value))
}

/// The field `key` when it is a string.
#[inline(never)]
pub fn field_text(get: &dyn Fn(&str) -> Option<JsValue>, key: &str) -> Option<String> {
    get(key).and_then(|v| v.as_string())
}

/// The field `key` when it is a number.
#[inline(never)]
pub fn field_number(get: &dyn Fn(&str) -> Option<JsValue>, key: &str) -> Option<f64> {
    get(key).and_then(|v| v.as_f64())
}

/// True when the field `key` is truthy.
#[inline(never)]
pub fn field_truthy(get: &dyn Fn(&str) -> Option<JsValue>, key: &str) -> bool {
    get(key).is_some_and(|v| v.is_truthy())
}

/// An instance of a search with a mode ([`link::mode::ModePart`]): the instance's fields,
/// then `mode` ([`set_mode`]); `step`, `ex` and `ans` are the shared fields.
impl<I: InstanceObject> LinkObject for link::mode::ModePart<I> {
    fn to_object(&self, o: &JsValue) {
        self.instance.to_object(o);
        set_mode(o, self.mode());
    }

    fn from_object(
        get: &dyn Fn(&str) -> Option<JsValue>,
        shared: link::Shared<'_>,
    ) -> Result<Self, JsError> {
        use link::mode::{Exercise, Target};
        let instance = I::from_object(get)?;
        let first = first_only(get);
        let target = shared.step.map_or(Target::Default, |k| Target::Step(k, first));
        Ok(Self { instance, target, exercise: Exercise::of(shared, first) })
    }
}

/// A link error as a JS `Error` with `code`, one per message (`'unknown-key'`,
/// `'size-out-of-range'`, …: every code of the shared errors and of the puzzle's), and
/// `params`, its fields: the page looks up `linkerr.<code>` in its strings and fills in the
/// params, with no branching of its own. The `message` is only the code, as for every error
/// the facade throws (see [`js_error`]).
#[inline(never)]
pub fn link_error_to_js<E: link::ErrorParts>(e: &link::LinkError<E>) -> JsValue {
    link_error_into(e, JsError::new(e.code()).into())
}

/// `o` with the link error's `code` and `params` (see [`link_error_to_js`]).
#[inline(never)]
fn link_error_into<E: link::ErrorParts>(e: &link::LinkError<E>, o: JsValue) -> JsValue {
    use link::ErrorParts;
    match e {
        link::LinkError::Shared(e) => error_into(e.code(), e.parts(), o),
        link::LinkError::Puzzle(e) => error_into(e.code(), e.parts(), o),
    }
}

/// `o` with an error's `code` and its `parts` (names and values) as `params`.
#[inline(never)]
fn error_into(code: &str, (names, values): (&[&str], [link::Param<'_>; 5]), o: JsValue) -> JsValue {
    let params: JsValue = js_sys::Object::new().into();
    for (&key, value) in names.iter().zip(values) {
        let value = match value {
            link::Param::Text(t) => JsValue::from_str(t),
            link::Param::Number(x) => JsValue::from_f64(x as f64),
            link::Param::Words(w) => {
                w.split(' ').map(JsValue::from_str).collect::<js_sys::Array>().into()
            }
        };
        set(&params, key, value);
    }
    set(&o, "code", JsValue::from_str(code));
    set(&o, "params", params);
    o
}

/// `parse_link` of a puzzle's module: a URL fragment (with or without `#`) as a link object
/// with every key of the link's puzzle present, `null` where the link has no such part:
/// `puzzle` (the name), `step`, `ex`, `ans` (a result link's answer tokens joined by `-`:
/// the valid prefix of a damaged one, see `link::answers`), `ansCut` (where and why a
/// damaged `ans` was cut: `{ code, params }` as a link error's, see [`link_error_to_js`]),
/// `seed` (a Parsons problem's, with `ex: 'parsons'`; absent otherwise), `who` (a student's
/// name) and `time` (seconds), `lang` (`'en' | 'zh'`), `tmpl` (`'recursive' | 'iterative'`), the view keys (see
/// `set_view`) and the puzzle's own ([`LinkObject::to_object`]). Throws an `Error` with `code` and `params` saying what is
/// wrong (see [`link_error_to_js`]); `unknown-puzzle` for a link of another puzzle.
#[inline(never)]
pub fn parse_link<P: LinkObject>(fragment: &str) -> Result<JsValue, JsValue> {
    let l = link::parse::<P>(fragment).map_err(|e| link_error_to_js(&e))?;
    let o: JsValue = js_sys::Object::new().into();
    let null = || JsValue::NULL;
    set_text(&o, "puzzle", Some(P::NAME));
    set_number(&o, "step", l.puzzle.step().map(|k| k as f64));
    let cut_object = |c| link_error_into(c, js_sys::Object::new().into());
    if let Some(parsons) = &l.parsons {
        set_text(&o, "ex", Some(link::PARSONS));
        set_text(&o, "ans", parsons.answers.as_deref());
        let cut = parsons.answers_cut.as_ref().map(|c| {
            use link::ErrorParts;
            error_into(c.code(), c.parts(), js_sys::Object::new().into())
        });
        set(&o, "ansCut", cut.unwrap_or_else(null));
    } else {
        set_text(&o, "ex", l.puzzle.exercise());
        set_text(&o, "ans", l.puzzle.answers());
        set(&o, "ansCut", l.puzzle.answers_cut().map_or(null(), cut_object));
    }
    l.puzzle.to_object(&o);
    if let Some(parsons) = &l.parsons {
        // After the puzzle's fields: a puzzle with a `seed` of its own leaves it null here.
        set_number(&o, "seed", Some(parsons.seed as f64));
    }
    set_text(&o, "who", l.student.who.as_deref());
    set_number(&o, "time", l.student.time.map(|t| t as f64));
    let lang = l.lang.map(|g| if g == link::Lang::Zh { "zh" } else { "en" });
    set_text(&o, "lang", lang);
    let iterative = l.template == crate::search::Template::Iterative;
    set_text(&o, "tmpl", Some(if iterative { "iterative" } else { "recursive" }));
    set_view(&o, &l.view);
    Ok(o)
}

/// A link's view keys on its object: `present`, `autoplay`, `loop` (booleans), `tab` (one
/// of the puzzle's tabs), `tree` ('nodes' | 'strips'), `embed` ('board' | 'code'), `from`,
/// `to` (steps) and `speed` (steps per second, `Infinity` for `max`), each null when absent.
#[inline(never)]
fn set_view(o: &JsValue, v: &link::View) {
    set(o, "present", JsValue::from_bool(v.present));
    set_text(o, "tab", v.tab);
    set_text(o, "tree", v.nodes.map(|nodes| if nodes { "nodes" } else { "strips" }));
    let embed = v.embed.map(|e| if e == link::Embed::Code { "code" } else { "board" });
    set_text(o, "embed", embed);
    set_number(o, "from", v.from.map(|x| x as f64));
    set_number(o, "to", v.to.map(|x| x as f64));
    set(o, "autoplay", JsValue::from_bool(v.autoplay));
    set(o, "loop", JsValue::from_bool(v.looped));
    let speed = match v.speed {
        None => JsValue::NULL,
        Some(link::Speed::Max) => JsValue::from_f64(f64::INFINITY),
        Some(link::Speed::PerSecond(sps)) => JsValue::from_f64(sps as f64),
    };
    set(o, "speed", speed);
}

/// The view keys of a link object (see `set_view`) of puzzle `P`; absent, null or unknown
/// values are left out of the link.
#[inline(never)]
fn get_view<P: link::Puzzle>(get: &dyn Fn(&str) -> Option<JsValue>) -> link::View {
    let text = |k: &str| field_text(get, k);
    let number = |k: &str| field_number(get, k).filter(|f| *f >= 0.0);
    let truthy = |k: &str| field_truthy(get, k);
    let tab = text("tab");
    link::View {
        present: truthy("present"),
        tab: P::TABS.iter().copied().find(|&t| tab.as_deref() == Some(t)),
        nodes: match text("tree").as_deref() {
            Some("nodes") => Some(true),
            Some("strips") => Some(false),
            _ => None,
        },
        embed: match text("embed").as_deref() {
            Some("board") => Some(link::Embed::Board),
            Some("code") => Some(link::Embed::Code),
            _ => None,
        },
        from: number("from").map(|f| f as u64),
        to: number("to").map(|f| f as u64),
        autoplay: truthy("autoplay"),
        looped: truthy("loop"),
        speed: number("speed").map(|f| {
            if f.is_infinite() {
                link::Speed::Max
            } else {
                link::Speed::PerSecond(f as u64)
            }
        }),
    }
}

/// The numbers of a JS array (0 for an entry that is not one).
#[inline(never)]
pub fn numbers_of(v: &JsValue) -> Vec<usize> {
    let a = js_sys::Array::from(v);
    (0..a.length()).map(|i| a.get(i).as_f64().unwrap_or(0.0) as usize).collect()
}

/// `format_link` of a puzzle's module: a link object (see [`parse_link`]; absent parts may
/// be left out or `null`) as a fragment without `#`, e.g. `n=8&q=1-5-8-6-3-7-2-4`. Throws
/// when the object is no link of the puzzle ([`LinkObject::from_object`]).
#[inline(never)]
pub fn format_link<P: LinkObject>(object: JsValue) -> Result<String, JsError> {
    let get = |k: &str| field(&object, k);
    let get: &dyn Fn(&str) -> Option<JsValue> = &get;
    let is = |k: &str, value: &str| field_is(get, k, value);
    let view = get_view::<P>(get);
    let exercise = field_text(get, "ex");
    // The answers the link can carry: up to the first that is not one, at most `answersMax`.
    let answers = field_text(get, "ans").and_then(|a| link::answers(&a).0);
    // A Parsons problem (`ex=parsons`, its `seed` and `ans`) sits over the puzzle's part,
    // which then has no step, exercise or answers of its own.
    let parsons = (exercise.as_deref() == Some(link::PARSONS)).then(|| link::Parsons {
        seed: field_number(get, "seed").map_or(0, |f| f.max(0.0) as u64),
        answers: answers.clone(),
        answers_cut: None,
    });
    let shared = link::Shared {
        step: field_number(get, "step").map(|f| f.max(0.0) as u64).filter(|_| parsons.is_none()),
        exercise: P::EXERCISES.iter().copied().find(|&k| exercise.as_deref() == Some(k)),
        answers: answers.as_deref().filter(|_| parsons.is_none()),
        view: &view,
    };
    let puzzle = P::from_object(get, shared)?;
    let student = student_of(get, parsons.is_some() || shared.exercise.is_some());
    let lang = if is("lang", "zh") {
        Some(link::Lang::Zh)
    } else if is("lang", "en") {
        Some(link::Lang::En)
    } else {
        None
    };
    let template = if P::ITERATIVE && is("tmpl", "iterative") {
        crate::search::Template::Iterative
    } else {
        crate::search::Template::Recursive
    };
    Ok(link::format(&link::Link { puzzle, lang, template, view, parsons, student }))
}

/// `who` and `time` of a link object with an exercise (`exercised`): a name cut to
/// `WHO_MAX_CHARS` characters (an empty one is none), whole seconds; none without.
#[inline(never)]
fn student_of(get: &dyn Fn(&str) -> Option<JsValue>, exercised: bool) -> link::Student {
    if !exercised {
        return link::Student::default();
    }
    let who = field_text(get, "who").filter(|w| !w.is_empty());
    link::Student {
        who: who.map(|w| link::char_prefix(&w, link::WHO_MAX_CHARS).0.to_owned()),
        time: field_number(get, "time").map(|t| t.max(0.0) as u64),
    }
}

#[cfg(feature = "stepper")]
mod stepper {
    use super::err;
    use crate::search::{Event, Executing, Problem, Search, SeekError, Target, TreeNode};
    use wasm_bindgen::prelude::*;

    /// The kind of a stepper's last event, every puzzle alike (the head's `kind`): what the
    /// engine's `search::Event` says.
    #[wasm_bindgen]
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum EventKind {
        /// No event yet: step 0.
        Start = 0,
        /// A choice tried and taken.
        Place = 1,
        /// A choice tried and rejected.
        Conflict = 2,
        /// Backtrack: a choice undone.
        Remove = 3,
        /// A solution found.
        Solution = 4,
        /// The search is over.
        Done = 5,
    }

    /// The fixed layout of the packed views: `ViewLayout.HeadLen` is the length of the head
    /// every stepper's view begins with, where the puzzle's own part starts.
    #[wasm_bindgen]
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ViewLayout {
        /// The head's length: 21 numbers.
        HeadLen = 21,
    }

    /// The head's length, [`ViewLayout::HeadLen`].
    pub const VIEW_HEAD: usize = ViewLayout::HeadLen as usize;

    /// The head every packed view begins with, in the layout's words (see [`View::LAYOUT`]),
    /// after the words of the [`EventKind`]s by number (`kinds`): the step; 1 when the search is finished, else 0; the six counters; the last event's
    /// [`EventKind`]; its six fields (the puzzle's, named by its layout; 0 when unused); the
    /// line of the procedure the last event executes (1 + its index in the stepper's
    /// `lines()`, 0 for none), the line that called it, the recursion depth (calls of the
    /// procedure on the stack, 0 in `main`); then the same three for the iterative procedure
    /// (0 when the puzzle has no iterative form; its depth is the loop's k). Steps and
    /// counters are whole numbers, exact up to 2^53.
    pub const HEAD_LAYOUT: &str = "kinds=start place conflict remove solution done;\
        head=step finished steps tried placements backtracks solutions comparisons kind \
        fields[6] line caller depth iterative_line iterative_caller iterative_depth";

    /// A puzzle's packed view: what its stepper's `view()` gives after the shared head.
    pub trait View: Problem + Clone + 'static {
        /// The names of the numbers the puzzle packs, which the page decodes by name
        /// (`Stepper.layout()`, after [`HEAD_LAYOUT`]), so no order is copied into the
        /// page's code. Sections joined by `;`, each `section=names` with the names
        /// separated by spaces: `place`, `conflict`, `remove` and `solution` name the six
        /// event fields of each kind, in order (fewer than six: the rest are 0); `tail` names
        /// the puzzle's own part, in order, where `name[len]` is `len` numbers and `len` a
        /// name earlier in the tail.
        const LAYOUT: &'static str;

        /// The event fields of `event`, the search right after it: for a place, conflict,
        /// remove or solution (step 0 and the end have none).
        fn fields(search: &Search<Self>, event: &Event<Self::Conflict>) -> [i64; 6];

        /// Appends the puzzle's own part of the view (the layout's `tail`).
        fn tail(search: &Search<Self>, v: &mut Vec<f64>);
    }

    /// The number of a code line in a packed view: 1 + its index in the puzzle's `lines`, 0
    /// for none (or an id the puzzle does not list, which each puzzle's tests rule out).
    fn code_line(lines: &[&str], line: Option<&str>) -> f64 {
        line.and_then(|l| lines.iter().position(|&x| x == l)).map_or(0.0, |i| i as f64 + 1.0)
    }

    /// The three head numbers of a code position: its line, its caller's line, its depth.
    fn position(lines: &[&str], at: Option<Executing>) -> [f64; 3] {
        at.map_or([0.0; 3], |at| {
            [code_line(lines, Some(at.line)), code_line(lines, at.caller), at.depth as f64]
        })
    }

    /// The packed view of any puzzle's search: the head (see [`HEAD_LAYOUT`]), then the
    /// puzzle's part ([`View::tail`]).
    pub fn view<P: View>(s: &Search<P>) -> Vec<f64> {
        let c = s.counters();
        let (kind, fields) = match s.last_event() {
            None => (EventKind::Start, [0; 6]),
            Some(Event::Done) => (EventKind::Done, [0; 6]),
            Some(e) => {
                let kind = match e {
                    Event::Place { .. } => EventKind::Place,
                    Event::Conflict { .. } => EventKind::Conflict,
                    Event::Remove { .. } => EventKind::Remove,
                    _ => EventKind::Solution,
                };
                (kind, P::fields(s, &e))
            }
        };
        let mut v = Vec::with_capacity(VIEW_HEAD + 64);
        v.extend([c.steps as f64, s.is_finished() as u8 as f64]);
        let counters = [c.steps, c.tried, c.placements, c.backtracks, c.solutions, c.comparisons];
        v.extend(counters.map(|x| x as f64));
        v.push(kind as u8 as f64);
        v.extend(fields.map(|x| x as f64));
        v.extend(position(P::LINES, Some(s.executing())));
        v.extend(position(P::LINES, s.executing_iterative()));
        P::tail(s, &mut v);
        v
    }

    /// A solution-space tree as a `Float64Array`, five numbers a node in visiting order:
    /// depth (1-based), choice (1-based), the step at which the search reaches the node, the
    /// index of the parent node (-1 under the root), and 0 for a pruned branch (a
    /// conflict), 1 for a choice taken, 2 for a choice that completes a solution.
    pub fn tree_to_js(nodes: &[TreeNode]) -> Vec<f64> {
        let mut v = Vec::with_capacity(nodes.len() * 5);
        for t in nodes {
            let kind = if t.solution { 2 } else { t.placed as u8 };
            let parent = t.parent.map_or(-1.0, |p| p as f64);
            v.extend([t.depth as f64, t.choice as f64, t.step as f64, parent, kind as f64]);
        }
        v
    }

    /// The core's coarse-step target for an event kind and depth (see `step_until`).
    fn target(kind: EventKind, depth: u32) -> Result<Target, JsError> {
        match kind {
            EventKind::Place if depth > 0 => Ok(Target::Depth(depth as usize)),
            EventKind::Place => Ok(Target::Place),
            EventKind::Remove => Ok(Target::Remove),
            EventKind::Solution => Ok(Target::Solution),
            _ => Err(JsError::new("a coarse step stops at a place, a remove or a solution")),
        }
    }

    /// A search of any puzzle, as [`Stepper`] drives it: [`Search<P>`] for every [`View`].
    trait Drive {
        fn view(&self) -> Vec<f64>;
        /// One step; `None` when finished, else whether the event is a solution.
        fn step(&mut self) -> Option<bool>;
        /// One step back; false (no change) at step 0.
        fn back(&mut self) -> bool;
        fn reset(&mut self);
        fn seek(&mut self, k: u64) -> Result<(), SeekError>;
        fn step_until(&mut self, target: Target, max_steps: u64) -> bool;
        fn back_until(&mut self, target: Target, max_steps: u64) -> bool;
        fn total_steps(&self) -> Option<u64>;
        fn tree(&self, max_nodes: usize) -> Option<Vec<TreeNode>>;
        fn lines(&self) -> &'static [&'static str];
        fn layout(&self) -> &'static str;
        fn boxed(&self) -> Box<dyn Drive>;
        /// The keys of the methods offered for the instance, separated by spaces.
        #[cfg(feature = "methods")]
        fn methods(&self) -> String;
        /// A search of the instance from its start by the method of link key `key`.
        #[cfg(feature = "methods")]
        fn method_stepper(&self, key: &str) -> Result<super::MethodStepper, JsError>;
    }

    impl<P: View> Drive for Search<P> {
        fn view(&self) -> Vec<f64> {
            view(self)
        }

        fn step(&mut self) -> Option<bool> {
            Search::step(self).map(|e| matches!(e, Event::Solution { .. }))
        }

        fn back(&mut self) -> bool {
            Search::back(self).is_some()
        }

        fn reset(&mut self) {
            Search::reset(self);
        }

        fn seek(&mut self, k: u64) -> Result<(), SeekError> {
            Search::seek(self, k)
        }

        fn step_until(&mut self, target: Target, max_steps: u64) -> bool {
            Search::step_until(self, target, max_steps)
        }

        fn back_until(&mut self, target: Target, max_steps: u64) -> bool {
            Search::back_until(self, target, max_steps)
        }

        fn total_steps(&self) -> Option<u64> {
            Search::total_steps(self)
        }

        fn tree(&self, max_nodes: usize) -> Option<Vec<TreeNode>> {
            Search::tree(self, max_nodes)
        }

        fn lines(&self) -> &'static [&'static str] {
            P::LINES
        }

        fn layout(&self) -> &'static str {
            P::LAYOUT
        }

        fn boxed(&self) -> Box<dyn Drive> {
            Box::new(self.clone())
        }

        #[cfg(feature = "methods")]
        fn methods(&self) -> String {
            let (methods, _) = super::method_stepper::methods_of(self);
            let keys: Vec<&str> = methods.iter().map(|m| m.key()).collect();
            crate::link::joined(&[&keys], " ")
        }

        #[cfg(feature = "methods")]
        fn method_stepper(&self, key: &str) -> Result<super::MethodStepper, JsError> {
            let (_, problem) = super::method_stepper::methods_of(self);
            let search = super::method_stepper::method_search(problem, self.mode(), key)?;
            Ok(super::MethodStepper(search))
        }
    }

    /// The backtracking search of one puzzle, one event per step (the core's `search`
    /// engine): made by the puzzle module's `new_stepper`; every method is the same for
    /// every puzzle.
    #[wasm_bindgen]
    pub struct Stepper(Box<dyn Drive>);

    impl Stepper {
        /// The stepper of `search` (a puzzle's factory hands it to the page).
        pub fn new<P: View>(search: Search<P>) -> Self {
            Self(Box::new(search))
        }
    }

    #[wasm_bindgen]
    impl Stepper {
        /// The current state as a `Float64Array`: the shared head, then the puzzle's own
        /// part, named by [`layout`](Self::layout).
        pub fn view(&self) -> Vec<f64> {
            self.0.view()
        }

        /// The names of the numbers of `view()`: the head's (`head=step finished …`), then
        /// the puzzle's event fields and own part (see the core's `View::LAYOUT`), sections
        /// joined by `;`.
        pub fn layout(&self) -> String {
            crate::link::joined(&[&[HEAD_LAYOUT, self.0.layout()]], ";")
        }

        /// The ids of the puzzle's procedure lines, separated by spaces (`"proc for if
        /// assign …"`): line number i (1-based) of a packed view is the i-th. The page marks
        /// each line it draws with its id.
        pub fn lines(&self) -> String {
            crate::link::joined(&[self.0.lines()], " ")
        }

        /// One step back (no change at step 0).
        pub fn back(&mut self) {
            self.0.back();
        }

        /// Up to `count` steps forward (one step: `step_many(1, false)`), stopping early
        /// after a solution when `stop_at_solution`; no change when finished. For fast play:
        /// one call per frame.
        pub fn step_many(&mut self, count: u32, stop_at_solution: bool) {
            for _ in 0..count {
                match self.0.step() {
                    None => break,
                    Some(true) if stop_at_solution => break,
                    Some(_) => {}
                }
            }
        }

        /// Back to step 0.
        pub fn reset(&mut self) {
            self.0.reset();
        }

        /// Moves to step `k`. Throws `past-end`, leaving the search at its last step, when
        /// it ends before step `k`.
        pub fn seek(&mut self, k: f64) -> Result<(), JsError> {
            self.0.seek(k.max(0.0) as u64).map_err(err)
        }

        /// Steps forward up to and including the next event of `kind` (`Place`, `Remove` or
        /// `Solution`; with `Place`, a `depth` > 0 asks for a placement at that depth),
        /// taking at most `max_steps` steps. Returns true when it stopped on such an event,
        /// false when the budget ran out or the search ended (call again to go on). Throws
        /// for another kind.
        pub fn step_until(
            &mut self,
            kind: EventKind,
            depth: u32,
            max_steps: u32,
        ) -> Result<bool, JsError> {
            Ok(self.0.step_until(target(kind, depth)?, max_steps.into()))
        }

        /// Steps back, at least one step, until the last event is one of `kind` (as
        /// [`step_until`](Self::step_until)), taking at most `max_steps` steps. Returns true
        /// when it stopped on one, false when the budget ran out or step 0 came first.
        /// Throws for a kind other than `Place`, `Remove`, `Solution`.
        pub fn back_until(
            &mut self,
            kind: EventKind,
            depth: u32,
            max_steps: u32,
        ) -> Result<bool, JsError> {
            Ok(self.0.back_until(target(kind, depth)?, max_steps.into()))
        }

        /// The heads (the first `ViewLayout.HeadLen` numbers of `view()`) of the current
        /// step and of up to `count − 1` steps before it, newest first, as one
        /// `Float64Array` (`HeadLen` numbers a step; fewer steps near step 0, whose head is
        /// the last). Worked out by stepping a copy back, so it is right after any seek;
        /// costs `count` steps.
        pub fn recent(&self, count: u32) -> Vec<f64> {
            let mut copy = self.0.boxed();
            let mut v = Vec::with_capacity(count as usize * VIEW_HEAD);
            for _ in 0..count {
                v.extend_from_slice(&copy.view()[..VIEW_HEAD]);
                if !copy.back() {
                    break;
                }
            }
            v
        }

        /// The head (the first `ViewLayout.HeadLen` numbers of `view()`) of the step the
        /// next `step_many(1, false)` would take, without moving the search: the next event,
        /// its code line and the counters after it. The current head when the search is
        /// finished. For exercises that ask what the search does next.
        pub fn peek(&self) -> Vec<f64> {
            let mut copy = self.0.boxed();
            copy.step();
            let mut head = copy.view();
            head.truncate(VIEW_HEAD);
            head
        }

        /// Steps up to and including the next solution (or to the end).
        pub fn run_to_next_solution(&mut self) {
            while let Some(solution) = self.0.step() {
                if solution {
                    break;
                }
            }
        }

        /// The number of steps the whole search takes, or `undefined` when too costly to
        /// know (the puzzle's closed form, or more than `stepTotalMaxSteps` steps replayed).
        pub fn total_steps(&self) -> Option<f64> {
            self.0.total_steps().map(|t| t as f64)
        }

        /// The solution-space tree as a `Float64Array`, five numbers a node (see
        /// [`tree_to_js`]), or `undefined` beyond `max_nodes` nodes (or where the puzzle
        /// draws no tree).
        pub fn tree(&self, max_nodes: u32) -> Option<Vec<f64>> {
            self.0.tree(max_nodes as usize).map(|t| tree_to_js(&t))
        }

        /// The keys of the methods the core offers for this instance (`backtrack`, `dfs`,
        /// `exhaustive`, `bfs`, `lc`: the core's `methods::methods_for`), separated by
        /// spaces (feature `methods`).
        #[cfg(feature = "methods")]
        pub fn methods(&self) -> String {
            self.0.methods()
        }

        /// A search of this instance, from its start and in its mode, by the method of link
        /// key `key` (feature `methods`). Throws `unknown-compare-method` for another key,
        /// `method-not-offered` for a method the instance does not offer.
        #[cfg(feature = "methods")]
        pub fn method_stepper(&self, key: &str) -> Result<super::MethodStepper, JsError> {
            self.0.method_stepper(key)
        }
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn the_layout_names_every_event_kind_by_its_number_and_the_head_has_its_length() {
            let kinds = HEAD_LAYOUT.split(';').next().unwrap().strip_prefix("kinds=").unwrap();
            let all = [
                EventKind::Start,
                EventKind::Place,
                EventKind::Conflict,
                EventKind::Remove,
                EventKind::Solution,
                EventKind::Done,
            ];
            for (word, kind) in kinds.split(' ').zip(all) {
                assert_eq!(format!("{kind:?}").to_lowercase(), word);
            }
            assert_eq!(kinds.split(' ').count(), all.len());
            let head = HEAD_LAYOUT.split(';').nth(1).unwrap().strip_prefix("head=").unwrap();
            let len: usize = head.split(' ').map(|w| if w == "fields[6]" { 6 } else { 1 }).sum();
            assert_eq!(len, VIEW_HEAD);
        }
    }
}
