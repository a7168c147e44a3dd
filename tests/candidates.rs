//! `Candidates` against a plain `[bool; 9]` model.

use proptest::prelude::*;
use shudu::{Candidates, Digit};

fn model(set: Candidates) -> [bool; 9] {
    let mut m = [false; 9];
    for (i, slot) in m.iter_mut().enumerate() {
        *slot = set.bits() >> i & 1 == 1;
    }
    m
}

fn from_model(m: [bool; 9]) -> Candidates {
    Digit::ALL
        .into_iter()
        .filter(|d| m[usize::from(d.get() - 1)])
        .collect()
}

fn zip(a: [bool; 9], b: [bool; 9], f: impl Fn(bool, bool) -> bool) -> [bool; 9] {
    std::array::from_fn(|i| f(a[i], b[i]))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn queries_agree_with_the_model(m in any::<[bool; 9]>()) {
        let set = from_model(m);
        prop_assert_eq!(model(set), m);
        prop_assert_eq!(set.bits() >> 9, 0);
        let count = m.iter().filter(|&&b| b).count();
        prop_assert_eq!(set.len(), count);
        prop_assert_eq!(set.is_empty(), count == 0);
        let digits: Vec<u8> = (1..=9u8).filter(|&d| m[usize::from(d - 1)]).collect();
        prop_assert_eq!(set.iter().map(Digit::get).collect::<Vec<_>>(), digits.clone());
        prop_assert_eq!(set.into_iter().rev().map(Digit::get).collect::<Vec<_>>(), digits.iter().rev().copied().collect::<Vec<_>>());
        prop_assert_eq!(set.single().map(Digit::get), if count == 1 { Some(digits[0]) } else { None });
        prop_assert_eq!(set.first().map(Digit::get), digits.first().copied());
        for d in Digit::ALL {
            prop_assert_eq!(set.contains(d), m[usize::from(d.get() - 1)]);
        }
        let shown: Vec<String> = digits.iter().map(u8::to_string).collect();
        prop_assert_eq!(set.to_string(), format!("{{{}}}", shown.join(",")));
        prop_assert_eq!(format!("{set:?}"), format!("Candidates({set})"));
    }

    #[test]
    fn operators_agree_with_the_model(a in any::<[bool; 9]>(), b in any::<[bool; 9]>()) {
        let (x, y) = (from_model(a), from_model(b));
        prop_assert_eq!(model(x | y), zip(a, b, |p, q| p || q));
        prop_assert_eq!(model(x & y), zip(a, b, |p, q| p && q));
        prop_assert_eq!(model(x ^ y), zip(a, b, |p, q| p != q));
        prop_assert_eq!(model(!x), a.map(|p| !p));
        prop_assert_eq!((!x).bits() >> 9, 0);
        prop_assert_eq!(x.is_subset(y), (0..9).all(|i| !a[i] || b[i]));
        let mut z = x;
        z |= y;
        prop_assert_eq!(z, x | y);
        let mut z = x;
        z &= y;
        prop_assert_eq!(z, x & y);
        let mut z = x;
        z ^= y;
        prop_assert_eq!(z, x ^ y);
    }

    #[test]
    fn insert_and_remove_agree_with_the_model(m in any::<[bool; 9]>(), n in 1u8..=9) {
        let d = Digit::new(n).unwrap();
        let i = usize::from(n - 1);
        let mut set = from_model(m);
        set.insert(d);
        let mut expected = m;
        expected[i] = true;
        prop_assert_eq!(model(set), expected);
        prop_assert_eq!(set, from_model(m).with(d));
        set.remove(d);
        expected[i] = false;
        prop_assert_eq!(model(set), expected);
        prop_assert_eq!(set, from_model(m).without(d));
        prop_assert_eq!(Candidates::from(d).single(), Some(d));
    }

    #[test]
    fn from_bits_rejects_high_bits(bits in any::<u16>()) {
        let truncated = Candidates::from_bits_truncate(bits);
        prop_assert_eq!(truncated.bits(), bits & 0x1ff);
        prop_assert_eq!(Candidates::from_bits(bits), (bits < 0x200).then_some(truncated));
    }
}
