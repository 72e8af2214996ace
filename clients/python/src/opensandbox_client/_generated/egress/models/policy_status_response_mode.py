# This file is generated from specs/egress-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
try:
    from enum import StrEnum
except ImportError:  # Python 3.10
    from enum import Enum

    class StrEnum(str, Enum):  # type: ignore[no-redef]
        pass



class PolicyStatusResponseMode(StrEnum):
    ALLOW_ALL = "allow_all"
    DENY_ALL = "deny_all"
    ENFORCING = "enforcing"

    def __str__(self) -> str:
        return str(self.value)
