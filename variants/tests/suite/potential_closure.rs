//! The closure (RULINGS "Potential Chess": potentials are exactly the types some complete
//! assignment can still give) against brute force over all assignments on small cases.

use rand::{Rng, SeedableRng};
use variants::potential::game::closure_sets;

/// All types each piece takes in some assignment using every capacity exactly; None if none.
fn brute(sets: &[u8], cap: &[u8; 7]) -> Option<Vec<u8>> {
    fn rec(
        i: usize,
        sets: &[u8],
        left: &mut [u8; 7],
        cur: &mut Vec<u8>,
        acc: &mut Vec<u8>,
        found: &mut bool,
    ) {
        if i == sets.len() {
            *found = true;
            for (k, &t) in cur.iter().enumerate() {
                acc[k] |= 1 << t;
            }
            return;
        }
        for t in 0..7u8 {
            if sets[i] & (1 << t) != 0 && left[t as usize] > 0 {
                left[t as usize] -= 1;
                cur.push(t);
                rec(i + 1, sets, left, cur, acc, found);
                cur.pop();
                left[t as usize] += 1;
            }
        }
    }
    let mut acc = vec![0u8; sets.len()];
    let mut found = false;
    let mut left = *cap;
    rec(0, sets, &mut left, &mut Vec::new(), &mut acc, &mut found);
    found.then_some(acc)
}

#[test]
fn closure_matches_brute_force() {
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(7);
    let mut feasible = 0;
    for _ in 0..20000 {
        let n = rng.random_range(1..=8usize);
        // capacities summing to n over the 7 types
        let mut cap = [0u8; 7];
        for _ in 0..n {
            cap[rng.random_range(0..7)] += 1;
        }
        let sets: Vec<u8> = (0..n)
            .map(|_| {
                let mut m = 0u8;
                while m == 0 {
                    m = rng.random_range(1..128u32) as u8 & rng.random_range(1..128u32) as u8;
                }
                m
            })
            .collect();
        let want = brute(&sets, &cap);
        let got = closure_sets(&sets, &cap);
        assert_eq!(got, want, "sets {sets:?} cap {cap:?}");
        feasible += want.is_some() as u32;
    }
    assert!(feasible > 1000, "too few feasible cases: {feasible}");
}

#[test]
fn closure_of_the_standard_army() {
    // 16 pieces that may be anything, bishops by square colour: nothing is removed
    let light = 0x7F & !(1 << 4);
    let dark = 0x7F & !(1 << 3);
    let sets: Vec<u8> = (0..16)
        .map(|i| if i % 2 == 0 { light } else { dark })
        .collect();
    let cap = variants::potential::game::CAPACITY;
    assert_eq!(closure_sets(&sets, &cap), Some(sets.clone()));
    // two knights known: nobody else may be a knight (the seed's h7-g5>n example)
    let mut s2 = sets.clone();
    s2[0] = 1 << 5;
    s2[1] = 1 << 5;
    let c = closure_sets(&s2, &cap).unwrap();
    assert!(c[2..].iter().all(|&m| m & (1 << 5) == 0));
}

#[test]
fn a_piece_with_no_type_left_has_no_assignment() {
    // Hall's condition over every type set, the empty one included: a piece whose allowed
    // set is empty can take no type, however much capacity is left.
    let cap = variants::potential::game::CAPACITY;
    assert_eq!(closure_sets(&[0, 0x7F], &cap), None);
    assert_eq!(closure_sets(&[0], &cap), None);
}
