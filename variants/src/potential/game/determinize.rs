//! Determinization of Potential Chess: collapsing every potential to one type so that piece
//! counts and bishop colours hold, and reading the actual types back.

use mcts::{GameRng, Player};
use rand::Rng;

use super::*;

impl PotentialChess {
    /// Collapses every potential to one type, so that counts and bishop colours hold:
    /// pieces in random order, each drawn uniformly among the types that keep a complete
    /// assignment (every consistent assignment has positive probability). Promoted pieces
    /// draw uniformly from their own potential. A pending captured piece is collapsed too
    /// and stays pending, so its one statement is the only move.
    pub fn collapse(&self, rng: &mut GameRng) -> PotentialChess {
        let mut g = self.clone();
        for s in 0..2 {
            let mut order: Vec<usize> = (0..16).collect();
            for i in (1..16).rev() {
                let j = rng.random_range(0..=i);
                order.swap(i, j);
            }
            for &i in &order {
                let pot = g.pieces[s][i].pot;
                if g.pieces[s][i].state == PROMOTED_AWAY || pot.count_ones() <= 1 {
                    continue;
                }
                let types: Vec<u8> = (0..7).filter(|t| pot & (1 << t) != 0).collect();
                let t = types[rng.random_range(0..types.len())];
                g.pieces[s][i].pot = 1 << t;
                let ok = g.close(s);
                debug_assert!(ok, "closure types are always completable");
            }
            for i in 16..16 + g.n_extra[s] as usize {
                let p = &mut g.pieces[s][i];
                if p.state == ALIVE && p.pot.count_ones() > 1 {
                    let types: Vec<u8> = (0..7).filter(|t| p.pot & (1 << t) != 0).collect();
                    p.pot = 1 << types[rng.random_range(0..types.len())];
                }
            }
        }
        g.tmask = [g.type_masks_by_scan(0), g.type_masks_by_scan(1)];
        g.hash = g.compute_hash();
        // the moves update the signature from the stored one (`after_move`)
        g.sig = g.signature();
        g.history.restart(g.hash);
        g
    }

    /// The actual type each original piece of `player` has, when every potential is single
    /// (index order: White a1..h1, a2..h2; Black a8..h8, a7..h7), with the square it stands
    /// on (None when off the board).
    pub fn original_types(&self, player: Player) -> Vec<(Option<usize>, Potential)> {
        self.pieces[player.index()][..16]
            .iter()
            .map(|p| {
                (
                    if p.state == ALIVE {
                        Some(p.sq as usize)
                    } else {
                        None
                    },
                    Potential(p.pot),
                )
            })
            .collect()
    }

    /// Types of the pieces created by promotion, in order of promotion.
    pub fn promoted_types(&self, player: Player) -> Vec<Potential> {
        let s = player.index();
        self.pieces[s][16..16 + self.n_extra[s] as usize]
            .iter()
            .map(|p| Potential(p.pot))
            .collect()
    }
}
