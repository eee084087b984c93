//! The hot path allocates nothing (DESIGN.md "Performance rules"; issue 11): in every registered
//! variant, a random playout's loop of `legal_moves`, `play` and `outcome` and a state clone per
//! playout make no heap allocation once the move buffer has grown. Counted with a global
//! allocator that counts calls on this test's thread.
//!
//! Bound: a repetition history spills one block to the heap after more consecutive reversible
//! plies than it keeps inline (128 in Five Up, 256-320 elsewhere; see
//! `variants::zobrist::RepetitionHistory`), so playouts here stop after 120 plies.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use mcts::{rng_from_seed, Game};
use rand::Rng;
use variants::registry::{self, GameVisitor};

struct Counting;

thread_local! {
    static COUNT: Cell<u64> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let _ = COUNT.try_with(|c| c.set(c.get() + 1));
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let _ = COUNT.try_with(|c| c.set(c.get() + 1));
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

fn allocations() -> u64 {
    COUNT.with(|c| c.get())
}

const PLIES: u32 = 120;

struct Playouts(String);

impl GameVisitor for Playouts {
    type Output = ();
    fn visit<G: Game>(self, start: G) {
        let mut buf: Vec<G::Move> = Vec::with_capacity(4096);
        let mut rng = rng_from_seed(7);
        let run = |rng: &mut mcts::GameRng, buf: &mut Vec<G::Move>| {
            let mut g = start.clone();
            for _ in 0..PLIES {
                g.legal_moves(buf);
                if buf.is_empty() {
                    break;
                }
                let m = buf[rng.random_range(0..buf.len())];
                g.play(m);
                let _ = g.outcome();
            }
        };
        // Warm-up: thread-local scratch buffers and lazily built tables.
        for _ in 0..3 {
            run(&mut rng, &mut buf);
        }
        let before = allocations();
        for _ in 0..20 {
            run(&mut rng, &mut buf);
        }
        let n = allocations() - before;
        assert_eq!(
            n, 0,
            "{}: {n} allocations in 20 playouts of {PLIES} plies",
            self.0
        );
    }
}

#[test]
fn playouts_allocate_nothing_in_any_variant() {
    // Every registered variant at its defaults, plus one set per non-default value of each
    // choice parameter (the sets `collapse bench` measures): the Uncertainty boards, the Five Up
    // topologies and the unicorn.
    let mut sets = 0;
    for spec in registry::VARIANTS {
        for params in spec.choice_sets() {
            let label = format!("{} [{}]", spec.name, params.canonical());
            registry::visit(&params, Playouts(label));
            sets += 1;
        }
    }
    assert!(
        sets > registry::VARIANTS.len(),
        "choice parameters were covered"
    );
}
