//! Legal move generation of Uncertainty: pin candidates, check lines and one attack map per
//! position instead of a full attack test per move; each pawn arrival expands into one move per
//! reserve kind it may become (RULINGS Uncertainty).

use super::*;

/// Where [`Uncertainty::generate`] puts the moves it finds.
pub(super) trait Sink {
    /// Takes one move; `false` stops the generation.
    fn push(&mut self, m: UMove) -> bool;
    /// Takes the moves `from`-`to` with each transformation code of `codes` (0 = none), in
    /// that order; `false` stops the generation.
    #[inline(always)]
    fn push_codes(&mut self, from: u8, to: u8, codes: &[u8]) -> bool {
        codes.iter().all(|&transform| {
            self.push(UMove {
                from,
                to,
                transform,
            })
        })
    }
}

/// A [`Sink`] that appends every move to a list (one capacity check per batch of a pawn's
/// transformations).
pub(super) struct Append<'a>(pub &'a mut Vec<UMove>);

impl Sink for Append<'_> {
    #[inline(always)]
    fn push(&mut self, m: UMove) -> bool {
        self.0.push(m);
        true
    }
    #[inline(always)]
    fn push_codes(&mut self, from: u8, to: u8, codes: &[u8]) -> bool {
        self.0.extend(codes.iter().map(|&transform| UMove {
            from,
            to,
            transform,
        }));
        true
    }
}

/// A [`Sink`] that hands each move to a closure until it returns `false`.
pub(super) struct Until<F>(pub F);

impl<F: FnMut(UMove) -> bool> Sink for Until<F> {
    #[inline(always)]
    fn push(&mut self, m: UMove) -> bool {
        (self.0)(m)
    }
}

impl Uncertainty {
    /// Hands every legal move to `sink` until it returns `false`. The rules:
    /// - captures only when the mover has a king on the board;
    /// - if the opponent has a king, the mover's king (also one made by this move's
    ///   transformation) may not be left attacked;
    /// - after a pawn move, one move per reserve kind (bishops only on an allowed colour);
    /// - with `retransform`, while the mover has no king, a non-pawn piece that moved may be
    ///   exchanged for a reserve piece of another kind.
    pub(super) fn generate(&self, sink: &mut impl Sink) {
        self.generate_moves::<true>(sink)
    }

    /// [`Uncertainty::generate`] restricted to the captures (a move onto an enemy piece, with
    /// any transformation), in the same order: none while the mover has no king.
    pub(super) fn generate_captures(&self, sink: &mut impl Sink) {
        if self.kings[self.side.index()].is_some() {
            self.generate_moves::<false>(sink)
        }
    }

    /// The generator: every legal move with `QUIET`, only the captures without (the quiet
    /// targets are skipped before any test).
    fn generate_moves<const QUIET: bool>(&self, sink: &mut impl Sink) {
        let me = self.side;
        let s = me.index();
        let opp = me.other();
        let my_king = self.kings[s];
        let checks = self.kings[opp.index()].is_some();
        let may_capture = my_king.is_some();
        let pieces = self.pieces;
        // The board with the tested move made, copied from `board` on the first test only
        // (most positions need none, and the copy is BOARD_LEN bytes).
        let mut scratch_board: Option<[Piece; BOARD_LEN]> = None;
        let geo = self.geo;
        let reserve = &self.reserve[s];
        let mut stop = false;
        // With a king on the board and not in check, a move of another piece can leave the
        // king attacked only by uncovering a slider line through its start cell: only moves
        // from a pin candidate need the full attack test (the pins of `pieces::lines_and_pins`).
        // In check, a move of another piece can help only by landing on an attack line
        // (the lines of `pieces::lines_and_pins`); moves to other cells are illegal without a test.
        let mut full_test = [!0u64; 4];
        let mut helps = [!0u64; 4];
        // Not in check: the arrival cells of each pin candidate that keep the king covered
        // (`pieces::PinRays`), so its moves need no attack test either.
        let mut pin_rays = None;
        if let (true, Some(k)) = (checks, my_king) {
            let (lines, pins, rays) = lines_and_pin_rays(pieces, &self.board, k, opp);
            if lines == [0; 4] {
                full_test = pins;
                full_test[k.index() >> 6] |= 1 << (k.index() & 63);
                pin_rays = Some(rays);
            } else {
                helps = lines;
            }
        }
        let in_set = |set: &[u64; 4], c: Cell| set[c.index() >> 6] >> (c.index() & 63) & 1 != 0;
        // Without a king, a pawn that turns into one on `to` must not stand attacked there.
        // A pawn moves one step, so after the move `to` is attacked exactly when it is now
        // (`pieces::attack_map`, built on first need) or along a line through the emptied
        // start cell (`pieces::attack_through`).
        let mut opp_attacks: Option<[u64; 4]> = None;
        let mut opp_leaps: Option<[u64; 4]> = None;
        // The kinds in reserve, in code order (the order moves are emitted in).
        let mut avail = [Kind::Pawn; KIND_COUNT];
        let mut n_avail = 0;
        for k in Kind::ALL {
            if reserve[k as usize] > 0 {
                avail[n_avail] = k;
                n_avail += 1;
            }
        }
        let avail = &avail[..n_avail];
        // A pawn arrival with no test failing and no commitment: the plain move, then every
        // reserve kind in code order, bishops only where the colour rule allows (per colour
        // of the arrival cell, as `bishop_colour_ok`).
        let mut codes = [[0u8; KIND_COUNT + 1]; 2];
        let mut n_codes = [1usize; 2];
        for col in 0..2u8 {
            for &k in avail {
                if k != Kind::Pawn && (k != Kind::Bishop || self.bishop_colour_ok(s, col, None)) {
                    codes[col as usize][n_codes[col as usize]] = k as u8;
                    n_codes[col as usize] += 1;
                }
            }
        }
        let pawn_codes: [&[u8]; 2] = [&codes[0][..n_codes[0]], &codes[1][..n_codes[1]]];
        // The mover's pieces in cell order.
        let mut word = 0;
        let mut bits = self.occupied[s][0];
        loop {
            while bits == 0 {
                word += 1;
                if word == 4 {
                    return;
                }
                bits = self.occupied[s][word];
            }
            let from = Cell::new(word * 64 + bits.trailing_zeros() as usize);
            bits &= bits - 1;
            let p = self.board[from];
            let kind = p.kind();
            // With the reserve empty nothing transforms (the loop over `avail` below would
            // emit nothing).
            let transforms = n_avail > 0
                && (kind == Kind::Pawn
                    || (self.retransform && my_king.is_none() && kind != Kind::King));
            let test_from = in_set(&full_test, from);
            if !(transforms || checks && test_from) {
                // Nothing to test and nothing to transform: every target is one plain move.
                let f = from.raw();
                for_each_target(pieces, &self.board, from, p, may_capture, |to, cap| {
                    if !stop && (QUIET || !cap.is_empty()) {
                        stop = !sink.push(UMove {
                            from: f,
                            to: to.raw(),
                            transform: 0,
                        });
                    }
                });
                if stop {
                    return;
                }
                continue;
            }
            // A committed pawn may only transform into its commitment (0: no restriction).
            let commit = self.det.code(from.into());
            let is_king = kind == Kind::King;
            let pin_line = match (&pin_rays, is_king) {
                (Some(rays), false) if test_from => rays.allowed(from),
                _ => None,
            };
            for_each_target(pieces, &self.board, from, p, may_capture, |to, cap| {
                if stop || !QUIET && cap.is_empty() {
                    return;
                }
                let (mut plain_ok, mut king_ok) = (true, true);
                if checks && test_from {
                    let scratch = scratch_board.get_or_insert(self.board);
                    scratch[to] = p;
                    scratch[from] = Piece::EMPTY;
                    if let Some(k) = my_king {
                        plain_ok = if is_king {
                            // A king move changes no leap attack on its arrival cell: the
                            // opponent's leap map of this position serves every king move.
                            let leaps = opp_leaps.get_or_insert_with(|| {
                                leap_attack_map(
                                    pieces,
                                    &self.board,
                                    &self.occupied[opp.index()],
                                    opp,
                                )
                            });
                            !in_set(leaps, to) && !is_attacked_by_rays(pieces, scratch, to, opp)
                        } else if let Some(line) = &pin_line {
                            in_set(line, to)
                        } else {
                            in_set(&helps, to) && !is_attacked(pieces, scratch, k, opp)
                        };
                    } else if transforms && reserve[Kind::King as usize] > 0 {
                        king_ok = if kind == Kind::Pawn {
                            let map = opp_attacks
                                .get_or_insert_with(|| attack_map(pieces, &self.board, opp));
                            !in_set(map, to) && !attack_through(pieces, scratch, to, from, opp)
                        } else {
                            !is_attacked(pieces, scratch, to, opp)
                        };
                    }
                    scratch[from] = p;
                    scratch[to] = cap;
                }
                let (f, t) = (from.raw(), to.raw());
                if kind == Kind::Pawn && commit == 0 && plain_ok && king_ok {
                    stop = !sink.push_codes(f, t, pawn_codes[geo.colour(to) as usize]);
                    return;
                }
                if plain_ok
                    && !sink.push(UMove {
                        from: f,
                        to: t,
                        transform: 0,
                    })
                {
                    stop = true;
                    return;
                }
                if !transforms {
                    return;
                }
                let returning = (kind == Kind::Bishop).then(|| geo.colour(from));
                for &k in avail {
                    if k == kind
                        || (commit != 0 && !det::Commitments::allows(commit, k, geo.colour(to)))
                    {
                        continue;
                    }
                    let ok = match k {
                        Kind::King => king_ok,
                        Kind::Bishop => {
                            plain_ok && self.bishop_colour_ok(s, geo.colour(to), returning)
                        }
                        _ => plain_ok,
                    };
                    if ok
                        && !sink.push(UMove {
                            from: f,
                            to: t,
                            transform: k as u8,
                        })
                    {
                        stop = true;
                        return;
                    }
                }
            });
            if stop {
                return;
            }
        }
    }

    pub(super) fn has_legal_move(&self) -> bool {
        let s = self.side.index();
        if self.kings[s].is_none() {
            // Without a king the mover has nothing to leave attacked and may not capture, so
            // every plain move (transformation 0) to an empty cell is legal: a legal move
            // exists exactly when one of its pieces has a target. This skips the king-safety
            // test of pawn moves that could make a king (RULINGS Uncertainty), which `generate`
            // runs before its first emission.
            for (w, &word) in self.occupied[s].iter().enumerate() {
                let mut bits = word;
                while bits != 0 {
                    let from = Cell::new(w * 64 + bits.trailing_zeros() as usize);
                    bits &= bits - 1;
                    if has_target(self.pieces, &self.board, from, self.board[from], false) {
                        return true;
                    }
                }
            }
            return false;
        }
        let mut any = false;
        self.generate(&mut Until(|_| {
            any = true;
            false
        }));
        any
    }
}
