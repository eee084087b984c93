//! Position text (flat on 2D boards, layered on 3D boards; documented in
//! docs/rules/uncertainty.md), its reader, the diagram and the per-cell texts of `show --json`.

use super::*;
use crate::codec::{self, CodecError, Digits, PositionCodec};

/// The fields of the position text, for messages.
const FIELDS: &[&str] = &[
    "board",
    "side",
    "white-reserve",
    "black-reserve",
    "bishops",
    "plies",
];

impl PositionCodec for Uncertainty {
    fn parse_position(&self, text: &str) -> Result<Uncertainty, CodecError> {
        self.parse_text(text)
    }

    fn format_position(&self) -> String {
        self.layered_text()
    }
}

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
        let mut t: String = Kind::ALL
            .iter()
            .flat_map(|&k| {
                let n = self.reserve[side.index()][k as usize] as usize;
                std::iter::repeat_n(Piece::new(k, side).letter(), n)
            })
            .collect();
        if t.is_empty() {
            t.push('-');
        }
        t
    }

    /// The reserve of `side`, one upper-case letter per piece, in kind order.
    pub(super) fn reserve_letters(&self, side: Player) -> Vec<char> {
        Kind::ALL
            .iter()
            .flat_map(|&k| {
                let n = self.reserve[side.index()][k as usize] as usize;
                std::iter::repeat_n(Piece::new(k, Player::White).letter(), n)
            })
            .collect()
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
        self.parse_position(text).map_err(PositionError::from)
    }

    /// How to write the board field on this board.
    fn board_fix(&self) -> String {
        let [files, ranks, layers] = self.geo.dims;
        let layers_text = if layers > 1 {
            format!("{layers} layers A first separated by '|', each ")
        } else {
            String::new()
        };
        format!(
            "write {layers_text}{ranks} ranks from {ranks} down to 1 separated by '/', each {files} files: piece letters P K Q R B N M C W G (White upper case, Black lower case) or a number for a run of empty cells"
        )
    }

    /// Reads the position text (docs/rules/uncertainty.md, "Position text"). Refused besides
    /// malformed text (000_2ad8c5d3a15ea4a8.txt; RULINGS "Uncertainty"), each side counted
    /// against its start on this board (the figure's pawns, the board's reserve):
    /// - a side without exactly one king on the board and in reserve (the reserve holds one;
    ///   a king is never captured);
    /// - more pieces of a kind on the board and in reserve than the board's reserve has
    ///   (every piece comes from the reserve; a Marshall on the standard board has none);
    /// - more pawns on the board plus pieces gone from the reserve than the figure's pawns
    ///   (each piece left the reserve by transforming a pawn, which leaves play);
    /// - a bishops field counting fewer bishops on a colour than stand there, or more in all
    ///   than have left the reserve;
    /// - the side not to move in check.
    fn parse_text(&self, text: &str) -> Result<Uncertainty, CodecError> {
        let f = codec::fields(text, FIELDS, 6, &self.start_text())?;
        let mut g = self.clone();
        let [files, ranks, layers] = self.geo.dims;
        let fix = self.board_fix();
        let layer_texts = codec::split_exact("board", f[0], '|', layers as usize, "layers", &fix)?;
        let mut rows: Vec<(i32, &str)> = Vec::new();
        for layer in layer_texts.iter() {
            let layer_rows =
                codec::split_exact("board", layer, '/', ranks as usize, "ranks", &fix)?;
            let z = rows.len() / ranks as usize;
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
            let place = at(z, rank);
            codec::read_row(
                "board",
                &place,
                row,
                files as usize,
                Digits::Number,
                &fix,
                |_| 1,
                |file, tok| {
                    let ch = tok.chars().next().unwrap_or(' ');
                    let k = Kind::from_letter(ch).ok_or_else(|| {
                        CodecError::new(
                            "board",
                            row,
                            format!("({place}) has an unknown piece letter '{tok}'"),
                            &fix,
                        )
                    })?;
                    let side = if ch.is_ascii_uppercase() {
                        Player::White
                    } else {
                        Player::Black
                    };
                    g.board[self.geo.cell_at(file as i32, rank, z).unwrap()] = Piece::new(k, side);
                    Ok(())
                },
            )?;
        }
        g.side = codec::side("side", f[1], "w", "b")?;
        let def = &BOARDS[self.board_index as usize];
        let start_count = |k: Kind| def.reserve.iter().filter(|&&r| r == k).count() as u8;
        for (i, side) in Player::BOTH.into_iter().enumerate() {
            g.reserve[i] = [0; KIND_COUNT];
            let field = FIELDS[2 + i];
            if f[2 + i] == "-" {
                continue;
            }
            for ch in f[2 + i].chars() {
                let k = Kind::from_letter(ch)
                    .filter(|k| *k != Kind::Pawn && ch.is_ascii_uppercase() == (i == 0))
                    .ok_or_else(|| {
                        CodecError::new(
                            field,
                            f[2 + i],
                            format!("has '{ch}', not a reserve piece letter of {side}"),
                            format!(
                                "write - or {side}'s reserve pieces as letters K Q R B N M C W G, {}",
                                if i == 0 { "upper case" } else { "lower case" }
                            ),
                        )
                    })?;
                g.reserve[i][k as usize] = g.reserve[i][k as usize].saturating_add(1);
                if g.reserve[i][k as usize] > start_count(k) {
                    return Err(CodecError::new(
                        field,
                        f[2 + i],
                        format!("has {} of '{ch}'", g.reserve[i][k as usize]),
                        format!(
                            "the {} board's reserve holds {} of them: {}",
                            self.board_name(),
                            start_count(k),
                            self.start_reserve_text(side)
                        ),
                    ));
                }
            }
        }
        let b: Vec<u8> = f[4].bytes().map(|c| c.wrapping_sub(b'0')).collect();
        if b.len() != 4 || b.iter().any(|&d| d > 3) {
            return Err(CodecError::new(
                "bishops",
                f[4],
                "is not four digits 0-3",
                "write White's bishops put in play on colour 0 and colour 1, then Black's, e.g. 0000",
            ));
        }
        g.bishops = [[b[0], b[1]], [b[2], b[3]]];
        g.plies = codec::number("plies", f[5], u32::MAX)?;
        let start_pawns = |side: Player| {
            let pawn = if side == Player::White { 'P' } else { 'q' };
            def.figure
                .iter()
                .flat_map(|r| r.chars())
                .filter(|&c| c == pawn)
                .count()
        };
        for (s, side) in Player::BOTH.into_iter().enumerate() {
            let mut on_board = [0usize; KIND_COUNT];
            let mut bishops = [0u8; 2];
            for c in self.geo.cells() {
                let p = g.board[c];
                if !p.is_empty() && p.owner() == side {
                    on_board[p.kind() as usize] += 1;
                    if p.kind() == Kind::Bishop {
                        bishops[self.geo.colour(c) as usize] += 1;
                    }
                }
            }
            let kings = on_board[Kind::King as usize] + g.reserve[s][Kind::King as usize] as usize;
            if kings != 1 {
                return Err(CodecError::new(
                    "board",
                    f[0],
                    format!("gives {side} {kings} kings on the board and in reserve"),
                    format!(
                        "{side} has exactly one king, on the board or in its reserve (field '{}'): the reserve starts with it and a king is never captured",
                        FIELDS[2 + s]
                    ),
                ));
            }
            for k in Kind::ALL.into_iter().filter(|&k| k != Kind::Pawn) {
                let n = on_board[k as usize] + g.reserve[s][k as usize] as usize;
                if n > start_count(k) as usize {
                    return Err(CodecError::new(
                        "board",
                        f[0],
                        format!(
                            "gives {side} {n} of '{}' on the board and in reserve",
                            Piece::new(k, side).letter()
                        ),
                        format!(
                            "every piece comes from the reserve, and the {} board's reserve holds {}: {}",
                            self.board_name(),
                            start_count(k),
                            self.start_reserve_text(side)
                        ),
                    ));
                }
            }
            let left: usize =
                def.reserve.len() - g.reserve[s].iter().map(|&n| n as usize).sum::<usize>();
            let pawns = on_board[Kind::Pawn as usize];
            if pawns + left > start_pawns(side) {
                return Err(CodecError::new(
                    "board",
                    f[0],
                    format!(
                        "gives {side} {pawns} pawns with {left} pieces gone from its reserve"
                    ),
                    format!(
                        "{side} starts with {} pawns and each piece that leaves the reserve replaces one of them: at most {} pawns on the board",
                        start_pawns(side),
                        start_pawns(side).saturating_sub(left)
                    ),
                ));
            }
            // Every bishop on the board was put in play on its cell's colour (bishops keep
            // their colour) and still counts; a text counting fewer would underflow the count
            // when one of them goes back to the reserve (retransform).
            for (col, (&on, &counted)) in bishops.iter().zip(&g.bishops[s]).enumerate() {
                if on > counted {
                    return Err(CodecError::new(
                        "bishops",
                        f[4],
                        format!(
                            "counts {counted} {side} bishops on colour {col} but {on} stand there"
                        ),
                        "count every bishop put in play on that colour, captured ones included",
                    ));
                }
            }
            let gone = start_count(Kind::Bishop) - g.reserve[s][Kind::Bishop as usize];
            if g.bishops[s][0] + g.bishops[s][1] > gone {
                return Err(CodecError::new(
                    "bishops",
                    f[4],
                    format!(
                        "counts {} {side} bishops put in play but {gone} have left the reserve",
                        g.bishops[s][0] + g.bishops[s][1]
                    ),
                    "a bishop is put in play from the reserve: count at most the bishops gone from it",
                ));
            }
        }
        g.recount();
        let waiting = g.side.other();
        if g.in_check(waiting) {
            return Err(CodecError::new(
                "side",
                f[1],
                format!("is to move while {waiting}'s king is in check"),
                "the side not to move cannot be in check (a player with a king may not leave it attacked): write the other side, or change the board",
            ));
        }
        Ok(g)
    }

    /// This board's start reserve of `side` as letters.
    fn start_reserve_text(&self, side: Player) -> String {
        BOARDS[self.board_index as usize]
            .reserve
            .iter()
            .map(|&k| Piece::new(k, side).letter())
            .collect()
    }

    /// The start position's text on this board, the example in messages.
    fn start_text(&self) -> String {
        let def = &BOARDS[self.board_index as usize];
        let ranks = self.geo.dims[1] as usize;
        let rows: Vec<String> = def
            .figure
            .iter()
            .map(|line| {
                let mut t = String::new();
                codec::write_row(
                    &mut t,
                    line.chars().map(|c| match c {
                        'P' => Some("P"),
                        'q' => Some("p"),
                        _ => None,
                    }),
                );
                t
            })
            .collect();
        let layers: Vec<String> = rows.chunks(ranks).map(|l| l.join("/")).collect();
        format!(
            "{} w {} {} 0000 0",
            layers.join("|"),
            self.start_reserve_text(Player::White),
            self.start_reserve_text(Player::Black)
        )
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
