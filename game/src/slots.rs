//! Saves for a face that runs in several places at once (a browser's tabs): each tab plays
//! its own game and keeps it under a slot of its own, so that two tabs never overwrite each
//! other's game; a tab opened later takes the newest game no open tab is playing, and the
//! oldest games beyond [`KEPT_SLOTS`] are forgotten.
//!
//! The rule only: where the saves are kept, how a tab knows which slots are open (a browser's
//! Web Locks) and what time it is are the face's.

/// The most saved games kept: a player with more tabs open than this loses the oldest.
///
/// # Examples
///
/// ```
/// assert_eq!(shudu_game::KEPT_SLOTS, 8);
/// ```
pub const KEPT_SLOTS: usize = 8;

/// One saved game: its slot's name and when it was last written (any clock the face keeps,
/// in milliseconds).
///
/// # Examples
///
/// ```
/// use shudu_game::Slot;
///
/// let slot = Slot { id: "a1".to_string(), written: 1_000 };
/// assert_eq!(slot.id, "a1");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Slot {
    /// The slot's name.
    pub id: String,
    /// When its game was last written.
    pub written: u64,
}

/// The slot a tab that has none of its own resumes: the newest one that no open tab plays
/// (`open` names the slots of the tabs open now), or `None` to start a new game.
///
/// # Examples
///
/// ```
/// use shudu_game::{Slot, slot_to_resume};
///
/// let slots = [
///     Slot { id: "a".to_string(), written: 5 },
///     Slot { id: "b".to_string(), written: 9 },
/// ];
/// assert_eq!(slot_to_resume(&slots, &["b"]).map(|s| s.id.as_str()), Some("a"));
/// assert_eq!(slot_to_resume(&slots, &[]).map(|s| s.id.as_str()), Some("b"));
/// assert_eq!(slot_to_resume(&slots, &["a", "b"]), None);
/// ```
#[must_use]
pub fn slot_to_resume<'a>(slots: &'a [Slot], open: &[&str]) -> Option<&'a Slot> {
    slots
        .iter()
        .filter(|slot| !open.contains(&slot.id.as_str()))
        .max_by_key(|slot| (slot.written, slot.id.as_str()))
}

/// The slots to forget so that at most [`KEPT_SLOTS`] stay: the oldest that no open tab
/// plays.
///
/// # Examples
///
/// ```
/// use shudu_game::{KEPT_SLOTS, Slot, slots_to_forget};
///
/// let slots: Vec<Slot> = (0..10).map(|n| Slot { id: n.to_string(), written: n }).collect();
/// // Slot 0 is the oldest, but open: slots 1 and 2 go instead.
/// assert_eq!(slots_to_forget(&slots, &["0"]), ["1", "2"]);
/// assert!(slots_to_forget(&slots[..KEPT_SLOTS], &[]).is_empty());
/// ```
#[must_use]
pub fn slots_to_forget<'a>(slots: &'a [Slot], open: &[&str]) -> Vec<&'a str> {
    let mut closed: Vec<&Slot> = slots
        .iter()
        .filter(|slot| !open.contains(&slot.id.as_str()))
        .collect();
    closed.sort_by_key(|slot| (slot.written, slot.id.as_str()));
    let excess = slots.len().saturating_sub(KEPT_SLOTS).min(closed.len());
    closed[..excess]
        .iter()
        .map(|slot| slot.id.as_str())
        .collect()
}
