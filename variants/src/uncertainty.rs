//! Uncertainty (being written).
