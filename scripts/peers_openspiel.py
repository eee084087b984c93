"""OpenSpiel's orthodox chess as a speed peer (issue 11 part 4; run by scripts/peers).

Prints `key value` lines:
- openspiel_playout_plies_per_s: uniform random playouts from the start position to the end
  (OpenSpiel's own chess rules and its default ply cap), driven from Python one action at a
  time, so the figure includes Python's call overhead per ply: it is what a Python user of
  OpenSpiel gets, not the C++ generator alone;
- openspiel_mcts_sims_per_s: simulations per second of OpenSpiel's C++ MCTS bot
  (pyspiel.MCTSBot, uct_c = 2, one random rollout per leaf, solver on), one `step` from the
  start position, the whole search in C++.

Usage: python scripts/peers_openspiel.py [playouts] [sims] [repeat]
"""
import random
import statistics
import sys
import time

import pyspiel


def playouts(game, n, seed):
    rng = random.Random(seed)
    plies = 0
    t = time.perf_counter()
    for _ in range(n):
        s = game.new_initial_state()
        while not s.is_terminal():
            s.apply_action(rng.choice(s.legal_actions()))
            plies += 1
    return plies / (time.perf_counter() - t)


def mcts(game, sims, seed):
    ev = pyspiel.RandomRolloutEvaluator(1, seed)
    bot = pyspiel.MCTSBot(game, ev, 2.0, sims, 1000, True, seed, False)
    s = game.new_initial_state()
    t = time.perf_counter()
    bot.step(s)
    return sims / (time.perf_counter() - t)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    sims = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    repeat = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    game = pyspiel.load_game("chess")
    p = statistics.median(playouts(game, n, 1 + r) for r in range(repeat))
    m = statistics.median(mcts(game, sims, 1 + r) for r in range(repeat))
    print(f"openspiel_playout_plies_per_s {p:.0f}")
    print(f"openspiel_mcts_sims_per_s {m:.0f}")


if __name__ == "__main__":
    main()
