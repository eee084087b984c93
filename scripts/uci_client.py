"""Drives `collapse uci` with python-chess, the client most engine tooling is written in
(issue 72 part 4). Run by tests/suite/uci_client.rs with the interpreter that
scripts/check-uci installs python-chess into; prints one `ok: ...` line per check and exits
non-zero (with the reason) on the first failure.

Usage: python uci_client.py /path/to/collapse
"""

import sys
import time

import chess
import chess.engine


def check(cond, what):
    if not cond:
        print(f"FAILED: {what}", flush=True)
        sys.exit(1)
    print(f"ok: {what}", flush=True)


def main(binary):
    engine = chess.engine.SimpleEngine.popen_uci([binary, "uci"], timeout=30)
    try:
        opts = engine.options
        check("Threads" in opts and opts["Threads"].type == "spin", "Threads is a spin option")
        check("Hash" in opts and opts["Hash"].type == "spin", "Hash is a spin option")
        check("MultiPV" in opts, "MultiPV is declared")
        engine.configure({"Threads": 2})
        r = engine.play(chess.Board(), chess.engine.Limit(time=0.2))
        check(r.move in chess.Board().legal_moves, f"with Threads 2 it plays {r.move}")
        engine.configure({"Threads": 1, "Hash": 64})

        # A game of a few moves, every move legal.
        board = chess.Board()
        for _ in range(6):
            r = engine.play(board, chess.engine.Limit(time=0.1))
            check(r.move in board.legal_moves, f"played {r.move} is legal")
            board.push(r.move)

        # Mate in one: Ra8#.
        mate = chess.Board("7k/8/6K1/8/8/8/8/R7 w - - 0 1")
        info = engine.analyse(mate, chess.engine.Limit(time=0.3))
        check(info["score"].white() == chess.engine.Mate(1), f"mate in one scores Mate(1): {info['score']}")
        check(info["pv"][0] == chess.Move.from_uci("a1a8"), "its PV starts with a1a8")

        # A score and a legal PV from the start position.
        start = chess.Board()
        info = engine.analyse(start, chess.engine.Limit(time=0.6))
        check("score" in info and info["score"].white().score() is not None, f"a cp score: {info.get('score')}")
        b = start.copy()
        for m in info["pv"]:
            check(m in b.legal_moves, f"PV move {m} legal")
            b.push(m)
        check(info.get("nodes", 0) > 0 and "time" in info, "nodes and time given")

        # MultiPV.
        infos = engine.analyse(start, chess.engine.Limit(time=0.6), multipv=3)
        check(len(infos) == 3 and len({i["pv"][0] for i in infos}) == 3, "three distinct multipv lines")

        # Infinite analysis, stopped.
        with engine.analysis(start) as analysis:
            t0 = time.time()
            seen = 0
            for info in analysis:
                if "pv" in info:
                    seen += 1
                if time.time() - t0 > 1.2:
                    break
            analysis.stop()
            best = analysis.wait()
        check(seen >= 1, f"{seen} info lines with a pv during infinite analysis")
        check(best.move in start.legal_moves, f"infinite analysis stopped with bestmove {best.move}")
    finally:
        engine.quit()


if __name__ == "__main__":
    main(sys.argv[1])
