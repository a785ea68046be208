"""Content hashes for the build's cached and content-named files (snapshot, trimmed standard library),
and the pruning of those caches."""

from __future__ import annotations

import hashlib
from pathlib import Path


def files_key(*parts: Path) -> str:
    """A cache key for what a build step is made of: 24 hex digits of the files' contents."""
    key = hashlib.sha256()
    for part in parts:
        key.update(hashlib.sha256(part.read_bytes()).digest())
    return key.hexdigest()[:24]


def content_tag(data: bytes) -> str:
    """16 hex digits of a file's content, for a name that changes whenever the content does."""
    return hashlib.sha256(data).hexdigest()[:16]


def keep_newest(folder: Path, pattern: str, count: int, used: Path) -> None:
    """Mark `used` as just used and delete all but the `count` most recently used files matching
    `pattern` in `folder`: a cache keyed by content gains a file whenever rules_py changes."""
    used.touch()
    for old in sorted(folder.glob(pattern), key=lambda p: p.stat().st_mtime)[:-count]:
        old.unlink(missing_ok=True)
