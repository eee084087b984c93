//! Position text (flat on 2D boards, layered on 3D boards; documented in
//! docs/rules/uncertainty.md), its reader, the diagram and the per-cell texts of `show --json`.

use super::*;

impl Uncertainty {
    /// A 3D board as the Five Up seed draws it (003_3455fa5195cbf461.txt, Figure 1): the layers
    /// side by side, layer A on the left, top rank first, rank numbers before layers A, C, E,
    /// the layer letter and file letters underneath.
    pub(super) fn layered_board(&self) -> String {
        let [files, ranks, layers] = self.geo.dims;
        let under = vec!["_"; files as usize].join(" ");
        let letters: Vec<String> = (0..files)
            .map(|f| ((b'a' + f) as char).to_string())
            .collect();
        let mut t = format!("   {}\n", vec![under; layers as usize].join("     "));
        for r in (0..ranks as i32).rev() {
            for z in 0..layers as i32 {
                match z {
                    0 => write!(t, "{} |", r + 1).unwrap(),
                    z if z % 2 == 0 => write!(t, " {} |", r + 1).unwrap(),
                    _ => t.push_str("   |"),
                }
                for f in 0..files as i32 {
                    let p = self.board[self.geo.cell_at(f, r, z).unwrap()];
                    t.push(if p.is_empty() { '_' } else { p.letter() });
                    t.push('|');
                }
            }
            t.push('\n');
        }
        let footer: Vec<String> = (0..layers)
            .map(|z| format!("{}  {}", (b'A' + z) as char, letters.join(" ")))
            .collect();
        t.push_str(&footer.join("  "));
        t.push('\n');
        t
    }

    pub(super) fn reserve_text(&self, side: Player) -> String {
        let mut t = String::new();
        for k in Kind::ALL {
            for _ in 0..self.reserve[side.index()][k as usize] {
                t.push(Piece::new(k, side).letter());
            }
        }
        if t.is_empty() {
            t.push('-');
        }
        t
    }

    pub(super) fn layered_text(&self) -> String {
        let [files, ranks, layers] = self.geo.dims;
        let mut t = String::new();
        // 3D boards: layer A first, layers separated by `|`.
        for (z, r) in (0..layers as i32).flat_map(|z| (0..ranks as i32).rev().map(move |r| (z, r)))
        {
            if z > 0 && r == ranks as i32 - 1 {
                t.push('|');
            }
            let mut empty = 0;
            for f in 0..files as i32 {
                let p = self.board[self.geo.cell_at(f, r, z).unwrap()];
                if p.is_empty() {
                    empty += 1;
                } else {
                    if empty > 0 {
                        write!(t, "{empty}").unwrap();
                        empty = 0;
                    }
                    t.push(p.letter());
                }
            }
            if empty > 0 {
                write!(t, "{empty}").unwrap();
            }
            if r > 0 {
                t.push('/');
            }
        }
        let b = self.bishops;
        write!(
            t,
            " {} {} {} {}{}{}{} {}",
            if self.side == Player::White { 'w' } else { 'b' },
            self.reserve_text(Player::White),
            self.reserve_text(Player::Black),
            b[0][0],
            b[0][1],
            b[1][0],
            b[1][1],
            self.plies
        )
        .unwrap();
        t
    }

    pub(super) fn read_position(&self, text: &str) -> Result<Uncertainty, PositionError> {
        let err = |m: String| PositionError(m);
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() != 6 {
            return Err(err(format!(
                "expected 6 fields (board side white-reserve black-reserve bishops plies), found {}",
                fields.len()
            )));
        }
        let mut g = self.clone();
        let [files, ranks, layers] = self.geo.dims;
        let layer_texts: Vec<&str> = fields[0].split('|').collect();
        if layer_texts.len() != layers as usize {
            return Err(err(format!(
                "the {} board has {} layer(s) separated by '|', the position gives {}",
                self.board_name(),
                layers,
                layer_texts.len()
            )));
        }
        let mut rows: Vec<(i32, &str)> = Vec::new();
        for (z, layer) in layer_texts.iter().enumerate() {
            let layer_rows: Vec<&str> = layer.split('/').collect();
            if layer_rows.len() != ranks as usize {
                return Err(err(format!(
                    "the {} board has {} ranks, the position gives {}{}",
                    self.board_name(),
                    ranks,
                    layer_rows.len(),
                    if layers > 1 {
                        format!(" in layer {}", (b'A' + z as u8) as char)
                    } else {
                        String::new()
                    }
                )));
            }
            rows.extend(layer_rows.into_iter().map(|r| (z as i32, r)));
        }
        // "rank 3" on 2D boards, "layer B rank 3" on 3D ones.
        let at = |z: i32, rank: i32| {
            if layers > 1 {
                format!("layer {} rank {}", (b'A' + z as u8) as char, rank + 1)
            } else {
                format!("rank {}", rank + 1)
            }
        };
        g.board = [Piece::EMPTY; BOARD_LEN];
        for (i, &(z, row)) in rows.iter().enumerate() {
            let rank = ranks as i32 - 1 - (i % ranks as usize) as i32;
            let mut f = 0i32;
            let mut chars = row.chars().peekable();
            while let Some(ch) = chars.next() {
                if let Some(d) = ch.to_digit(10) {
                    let mut n = d as i32;
                    while let Some(d2) = chars.peek().and_then(|c| c.to_digit(10)) {
                        // Saturating: a long digit run is refused below as too many files.
                        n = n.saturating_mul(10).saturating_add(d2 as i32);
                        chars.next();
                    }
                    f = f.saturating_add(n);
                } else {
                    let k = Kind::from_letter(ch).ok_or_else(|| {
                        err(format!("{}: '{}' is not a piece letter", at(z, rank), ch))
                    })?;
                    if f >= files as i32 {
                        return Err(err(format!(
                            "{} is longer than {} files",
                            at(z, rank),
                            files
                        )));
                    }
                    let side = if ch.is_ascii_uppercase() {
                        Player::White
                    } else {
                        Player::Black
                    };
                    g.board[self.geo.cell_at(f, rank, z).unwrap()] = Piece::new(k, side);
                    f += 1;
                }
            }
            if f != files as i32 {
                return Err(err(format!(
                    "{} has {} files, expected {}",
                    at(z, rank),
                    f,
                    files
                )));
            }
        }
        g.side = match fields[1] {
            "w" => Player::White,
            "b" => Player::Black,
            o => return Err(err(format!("side to move '{o}' must be w or b"))),
        };
        for (i, side) in Player::BOTH.into_iter().enumerate() {
            g.reserve[i] = [0; KIND_COUNT];
            if fields[2 + i] != "-" {
                for ch in fields[2 + i].chars() {
                    let k = Kind::from_letter(ch)
                        .filter(|k| *k != Kind::Pawn)
                        .ok_or_else(|| {
                            err(format!(
                                "{side} reserve: '{ch}' is not a reserve piece letter"
                            ))
                        })?;
                    if g.reserve[i][k as usize] >= 3 {
                        return Err(err(format!("{side} reserve: more than 3 of '{ch}'")));
                    }
                    g.reserve[i][k as usize] += 1;
                }
            }
        }
        let b: Vec<u8> = fields[4].bytes().map(|c| c.wrapping_sub(b'0')).collect();
        if b.len() != 4 || b.iter().any(|&d| d > 3) {
            return Err(err(format!(
                "bishops '{}' must be four digits 0-3",
                fields[4]
            )));
        }
        g.bishops = [[b[0], b[1]], [b[2], b[3]]];
        g.plies = fields[5]
            .parse()
            .map_err(|_| err(format!("plies '{}' is not a whole number", fields[5])))?;
        for s in 0..2 {
            let kings = (0..self.geo.ncells)
                .filter(|&c| g.board[c] == Piece::new(Kind::King, Player::BOTH[s]))
                .count();
            if kings + g.reserve[s][Kind::King as usize] as usize > 1 {
                return Err(err(format!("{} has more than one king", Player::BOTH[s])));
            }
        }
        // Every bishop on the board was put in play on its cell's colour (bishops keep their
        // colour) and still counts; a text counting fewer would underflow the count when one
        // of them goes back to the reserve (retransform).
        for (s, side) in Player::BOTH.into_iter().enumerate() {
            let mut on_board = [0u8; 2];
            for c in self.geo.cells() {
                if g.board[c] == Piece::new(Kind::Bishop, side) {
                    on_board[self.geo.colour(c) as usize] += 1;
                }
            }
            for col in 0..2 {
                if on_board[col] > g.bishops[s][col] {
                    return Err(err(format!(
                        "bishops '{}': {side} has {} bishops on colour {col} but {} counted",
                        fields[4], on_board[col], g.bishops[s][col]
                    )));
                }
            }
        }
        g.recount();
        Ok(g)
    }

    pub(super) fn diagram_text(&self) -> String {
        let [files, ranks, _] = self.geo.dims;
        let mut t = String::new();
        if self.geo.is_3d() {
            t.push_str(&self.layered_board());
        } else {
            t.push_str("    ");
            for f in 0..files {
                write!(t, "{} ", (b'a' + f) as char).unwrap();
            }
            t.push('\n');
            for r in (0..ranks as i32).rev() {
                write!(t, "{:>2} |", r + 1).unwrap();
                for f in 0..files as i32 {
                    let p = self.board[self.geo.cell_at(f, r, 0).unwrap()];
                    t.push(if p.is_empty() { '_' } else { p.letter() });
                    t.push('|');
                }
                t.push('\n');
            }
        }
        writeln!(t, "White reserve: {}", self.reserve_text(Player::White)).unwrap();
        writeln!(t, "Black reserve: {}", self.reserve_text(Player::Black)).unwrap();
        match self.outcome() {
            Outcome::Ongoing => {
                let check = if self.in_check(self.side) {
                    " (in check)"
                } else {
                    ""
                };
                writeln!(t, "To move: {}{}", self.side, check).unwrap();
            }
            o => writeln!(t, "Game over: {}", mcts::describe_outcome(o)).unwrap(),
        }
        t
    }

    pub(super) fn cell_texts(&self) -> Vec<(String, String)> {
        (0..self.geo.ncells)
            .filter(|&c| !self.board[c].is_empty())
            .map(|c| {
                let name = self.geo.cell_name(Cell::new(c));
                (name, self.board[c].letter().to_string())
            })
            .collect()
    }

    pub(super) fn extra_texts(&self) -> Vec<(String, String)> {
        vec![
            ("white_reserve".into(), self.reserve_text(Player::White)),
            ("black_reserve".into(), self.reserve_text(Player::Black)),
        ]
    }
}
