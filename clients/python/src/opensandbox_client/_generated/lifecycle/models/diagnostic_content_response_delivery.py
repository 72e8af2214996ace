# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
try:
    from enum import StrEnum
except ImportError:  # Python 3.10
    from enum import Enum

    class StrEnum(str, Enum):  # type: ignore[no-redef]
        pass



class DiagnosticContentResponseDelivery(StrEnum):
    INLINE = "inline"
    URL = "url"

    def __str__(self) -> str:
        return str(self.value)
