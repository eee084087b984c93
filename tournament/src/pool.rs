//! Games of a schedule played in parallel without a CSV: [`play_list`] is the runner's work
//! loop (workers take the games of a [`GameList`] in `game_id` order on a rayon pool of
//! [`crate::parallel_games`] threads) for callers that keep the results in memory, such as
//! the imbalance matches of `lab`.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;

use crate::error::TournamentError;
use crate::schedule::{GameList, ScheduledGame};

/// Plays every game of `list` with `play` on `games_at_once` workers (at least 1) and gives
/// the results in `game_id` order. Each worker takes the next game of the list (game ids in
/// order, each once) until none is left; after the first error no worker starts a new game.
/// `play` gets the scheduled game (its id, pair, colours and seed), so a result depends only
/// on the game, never on the thread or the order the games finish in.
///
/// Errors: the first error `play` returns ([`PlayError::Game`]), or a thread pool that cannot
/// start ([`PlayError::Pool`]).
pub fn play_list<T, E, F>(
    list: &GameList,
    games_at_once: usize,
    play: F,
) -> Result<Vec<T>, PlayError<E>>
where
    T: Send,
    E: Send,
    F: Fn(&ScheduledGame) -> Result<T, E> + Sync,
{
    let n = list.len();
    let slots: Vec<Mutex<Option<T>>> = (0..n).map(|_| Mutex::new(None)).collect();
    let next = AtomicU64::new(0);
    let abort = AtomicBool::new(false);
    let failed: Mutex<Option<E>> = Mutex::new(None);
    let workers = (games_at_once.max(1) as u64).min(n).max(1) as usize;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(workers)
        .thread_name(|i| format!("tournament-{i}"))
        .build()
        .map_err(|e| {
            PlayError::Pool(TournamentError::Config(format!(
                "could not start the thread pool: {e}"
            )))
        })?;
    pool.in_place_scope(|s| {
        for _ in 0..workers {
            s.spawn(|_| loop {
                if abort.load(Ordering::SeqCst) {
                    break;
                }
                let i = next.fetch_add(1, Ordering::SeqCst);
                if i >= n {
                    break;
                }
                match play(&list.get(i)) {
                    Ok(t) => *slots[i as usize].lock().unwrap() = Some(t),
                    Err(e) => {
                        abort.store(true, Ordering::SeqCst);
                        failed.lock().unwrap().get_or_insert(e);
                        break;
                    }
                }
            });
        }
    });
    if let Some(e) = failed.into_inner().unwrap() {
        return Err(PlayError::Game(e));
    }
    Ok(slots
        .into_iter()
        .map(|m| {
            m.into_inner()
                .unwrap()
                .expect("every game of the list was played")
        })
        .collect())
}

/// A failed [`play_list`].
#[derive(Debug)]
pub enum PlayError<E> {
    /// The first error of a game.
    Game(E),
    /// The thread pool did not start.
    Pool(TournamentError),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::TournamentConfig;
    use mcts::AgentSpec;

    fn list(games: u32) -> GameList {
        let mut c = TournamentConfig::new(
            "tictactoe",
            "",
            vec![AgentSpec::Random; 2],
            std::path::PathBuf::from("unused.csv"),
        );
        c.games_per_pairing = games;
        c.seed = 9;
        GameList::new(&c)
    }

    #[test]
    fn results_come_in_game_order_whatever_the_workers() {
        let l = list(25);
        let want: Vec<(u64, u64, usize)> = l.iter().map(|g| (g.game_id, g.seed, g.white)).collect();
        for workers in [1, 2, 7, 100] {
            let got = play_list(&l, workers, |g| Ok::<_, ()>((g.game_id, g.seed, g.white)));
            assert_eq!(got.unwrap(), want);
        }
    }

    #[test]
    fn an_error_stops_the_list() {
        let got = play_list(&list(40), 1, |g| {
            if g.game_id == 3 {
                Err("three")
            } else {
                Ok(())
            }
        });
        assert!(matches!(got, Err(PlayError::Game("three"))));
    }
}
