# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
try:
    from enum import StrEnum
except ImportError:  # Python 3.10
    from enum import Enum

    class StrEnum(str, Enum):  # type: ignore[no-redef]
        pass



class OssfsVolumeSourceVersion(StrEnum):
    VALUE_0 = "1.0"
    VALUE_1 = "2.0"

    def __str__(self) -> str:
        return str(self.value)
