# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
try:
    from enum import StrEnum
except ImportError:  # Python 3.10
    from enum import Enum

    class StrEnum(str, Enum):  # type: ignore[no-redef]
        pass



class DiagnosticContentResponseKind(StrEnum):
    EVENTS = "events"
    LOGS = "logs"

    def __str__(self) -> str:
        return str(self.value)
