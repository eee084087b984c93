//! `collapse serve`: the arguments, one call into the `serve` crate, and what it prints.

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;

use super::range::whole;
use super::{CliError, CliResult};

/// Arguments of `collapse serve`.
#[derive(clap::Args, Debug)]
pub struct ServeArgs {
    /// The port to listen on (0..=65535; 0: any free port, printed).
    #[arg(long, default_value_t = 8080, allow_negative_numbers = true,
          value_parser = whole::<u16>(0, 65535))]
    pub port: u16,
    /// The address to listen on. Anything but a loopback address lets other machines play
    /// and write into --out (a warning is printed).
    // An IP address, parsed by `run` (clap would take it for a number without a range).
    #[arg(long, default_value = "127.0.0.1")]
    pub bind: String,
    /// The only directory read (CSVs to watch) and written (saved games, serve-games.csv).
    #[arg(long, default_value = "results")]
    pub out: PathBuf,
}

/// Runs `collapse serve` until interrupted. Errors: --bind is not an IP address, --out cannot
/// be created, or the address cannot be bound (exit 2).
pub fn run(args: &ServeArgs) -> CliResult {
    let ip: IpAddr = args.bind.trim().parse().map_err(|_| {
        CliError::usage(format!(
            "--bind '{}': not an IP address; give one such as 127.0.0.1 (the default) or 0.0.0.0",
            args.bind
        ))
    })?;
    let bound = serve::bind(SocketAddr::new(ip, args.port), &args.out).map_err(CliError::usage)?;
    if !ip.is_loopback() {
        eprintln!(
            "warning: listening on {} (not a loopback address): anyone who can reach it may \
             play, run searches and save games into {}",
            bound.addr,
            bound.server.out().root().display()
        );
    }
    println!(
        "collapse serve: open http://{}/ (serving {}; accepted Host: {}; Ctrl-C stops)",
        serve::hosts(bound.addr)[if ip.is_unspecified() { 1 } else { 0 }],
        bound.server.out().root().display(),
        serve::hosts(bound.addr).join(", ")
    );
    bound.run();
    Ok(())
}
