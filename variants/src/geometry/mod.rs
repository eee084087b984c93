//! Board geometries (being written).
