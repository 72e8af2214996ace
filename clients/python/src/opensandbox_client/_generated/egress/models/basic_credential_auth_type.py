# This file is generated from specs/egress-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
try:
    from enum import StrEnum
except ImportError:  # Python 3.10
    from enum import Enum

    class StrEnum(str, Enum):  # type: ignore[no-redef]
        pass



class BasicCredentialAuthType(StrEnum):
    BASIC = "basic"

    def __str__(self) -> str:
        return str(self.value)
