//! Search (being written).
